"""What a player owns: a collection of models, and what a roster needs of it.

A collection never changes whether a roster is legal; it only says which models the
player would have to buy or borrow to field it.
"""
