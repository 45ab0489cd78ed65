/** The element's tag name; its own module so the loader can use it without the element's code. */
export const elementName = 'raider-panel';
