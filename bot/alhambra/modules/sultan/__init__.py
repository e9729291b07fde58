"""The sultan's cards (expansion 5) at a table: the panel's screens and choices, and the
words."""
