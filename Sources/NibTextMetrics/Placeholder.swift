// Replaced by the text metrics files.
