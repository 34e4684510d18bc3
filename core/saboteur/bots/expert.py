class ExpertBot:
    pass
