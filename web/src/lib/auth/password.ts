// DESIGN §6.7: at least 8 characters everywhere (the spec's 6 became 8, and so did its messages).
export const PASSWORD_MIN_LENGTH = 8;
