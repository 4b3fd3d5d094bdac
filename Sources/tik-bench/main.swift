print("tik-bench: not yet")
