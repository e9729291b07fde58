"""The city gates (expansion 2) at a table: the panel's screens and choices, and the
words."""
