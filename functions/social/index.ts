/** The social domain's public face: the only module other domains may import from functions/social. Nothing yet. */
export {};
