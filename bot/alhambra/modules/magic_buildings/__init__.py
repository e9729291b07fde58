"""The magic buildings (promo) at a table: the panel's screens and choices, and the
words."""
