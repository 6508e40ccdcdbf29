// Replaced by the layout files.
