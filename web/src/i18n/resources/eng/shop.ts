import type bm from '../bm/shop';

/** The shop's texts (issue 31): every page's title, the shelves, a product, the cart, the amounts. */
const eng: typeof bm = {
  meta: {
    shop: {
      title: 'Shop',
      heading: 'The movement’s shop',
      description:
        'Gerakan Sektor Ketiga’s merchandise and its social enterprises’ goods: shirts, bags, caps, mugs, produce boxes and sauces.',
    },
    shopProduct: {
      title: 'Product',
      description: 'A product in Gerakan Sektor Ketiga’s shop.',
    },
    cart: {
      title: 'Your cart',
      description: 'The items in your cart, at the shop’s current prices.',
    },
    checkout: {
      title: 'Checkout',
      description: 'Your details, delivery and the order summary before you pay.',
    },
    orderStatus: {
      title: 'Track an order',
      description:
        'Enter your order number and the email you ordered with to see where your order is.',
    },
  },
  retry: 'Try again',
  bar: {
    label: 'Shop',
    shelves: 'Back to the shop',
  },
  category: {
    all: 'All',
    apparel: 'Clothing',
    accessories: 'Accessories',
    home: 'Home',
    food: 'Food',
    print: 'Print',
  },
  colour: {
    black: 'Black',
    white: 'White',
    green: 'Green',
    maroon: 'Maroon',
    navy: 'Navy',
    yellow: 'Yellow',
    natural: 'Natural',
  },
  proceeds: {
    enterprise: 'Proceeds go to {{name}}',
    movement: 'Proceeds go to the movement',
  },
  shelves: {
    categories: 'Categories',
    products: 'Products',
    loading: 'Loading the products…',
    error: 'The products could not be loaded. Check your connection and try again.',
    empty: 'There are no products in this category at the moment.',
    from: 'From {{price}}',
    soldOut: 'Sold out',
    moneyHeading: 'Where your money goes',
    money:
      'A purchase here is not a donation and is counted apart from donations. The proceeds of an enterprise’s products go to that enterprise; those of the movement’s merchandise fund the movement’s work.',
    track: 'Track an order',
  },
  product: {
    error: 'This product could not be loaded. Check your connection and try again.',
    colour: 'Colour',
    size: 'Size',
    soldOut: 'sold out',
    notInColour: 'not in this colour',
    left_one: 'Only {{count}} left',
    left_other: 'Only {{count}} left',
    quantity: 'Quantity',
    add: 'Add to cart',
    added_one: '{{count}} {{name}} added to your cart.',
    added_other: '{{count}} {{name}} added to your cart.',
    viewCart: 'View cart',
    cartFull: 'Your cart is full. Pay for it or remove something first.',
  },
  cart: {
    link_one: 'Cart ({{count}} item)',
    link_other: 'Cart ({{count}} items)',
    lines: 'Items in the cart',
    empty: 'Your cart is empty.',
    browse: 'Browse the shop',
    pricing: 'Checking the current prices…',
    error: 'The prices could not be checked. Check your connection and try again.',
    each: '{{price}} each',
    unavailable: 'This item is no longer on sale. Remove it from the cart to go on.',
    soldOut: 'This item has sold out. Remove it from the cart to go on.',
    short_one: 'Only {{count}} left. Lower the quantity to go on.',
    short_other: 'Only {{count}} left. Lower the quantity to go on.',
    lower: 'Lower to {{count}}',
    quantityOf: 'Quantity of {{name}}',
    remove: 'Remove',
    removeOf: 'Remove {{name}}',
    moreForFree: 'Add {{amount}} more for free shipping.',
    shipsFree: 'Your order ships free.',
    checkout: 'Go to checkout',
    fixFirst: 'Fix the items marked above before you pay.',
  },
  summary: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
  },
};

export default eng;
