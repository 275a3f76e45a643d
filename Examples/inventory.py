"""A 4-space Python file: Tab indents by four spaces, Shift+Tab takes them back."""


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, count=1):
        if count <= 0:
            raise ValueError("count must be positive")
        self.items[name] = self.items.get(name, 0) + count

    def total(self):
        return sum(self.items.values())


if __name__ == "__main__":
    stock = Inventory()
    stock.add("apples", 3)
    stock.add("pears")
    print(stock.total())
