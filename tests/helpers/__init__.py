"""Helpers shared by test modules of several folders: a test module imports from here (or
its folder's ``conftest.py`` fixtures), never from another test module."""
