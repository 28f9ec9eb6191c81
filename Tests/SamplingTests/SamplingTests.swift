// Tests for the module of the same name.
