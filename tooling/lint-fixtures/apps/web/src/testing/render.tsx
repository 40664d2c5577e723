// web test support
export const renderForTest = (name: string): string => `<${name} />`;
