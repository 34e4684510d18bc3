"""The modules of the 20th-anniversary edition (book 002; rules/anniversary.md), which a
game adds by name: `new_game("base", modules=["sabotaged-dwarf"])`. `combinations.py`
says which go with which game and with each other; each built module is a file here."""
