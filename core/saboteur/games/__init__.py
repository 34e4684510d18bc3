"""The games of the Saboteur family, one package of rules modules each."""
