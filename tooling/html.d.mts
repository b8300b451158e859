export declare const asHtml: (text: string) => string;
