/** The cache keys of plans and purchases; promo plans sit under the plans they stand in for. */
export const subscriptionKeys = {
  plans: () => ['subscriptionplan'] as const,
  promoPlans: (promoCode: string) => ['subscriptionplan', 'promo', promoCode] as const,
  purchases: () => ['userpurchase'] as const,
  mobileAppPayment: () => ['mobileapppayment'] as const,
};
