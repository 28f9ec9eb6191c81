// Tests that run the formkit command's parsing and output.
