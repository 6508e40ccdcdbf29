// Replaced by the solver's files.
