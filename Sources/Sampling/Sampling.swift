// Sampling: see README.md for what this module holds and what is planned.
