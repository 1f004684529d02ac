/**
 * How long Statlas keeps a server's data after it leaves. The history each plan keeps is a plan
 * limit (`history` in plans.ts); this is what happens after the bot is removed or kicked.
 */

/** Days after Statlas leaves a server before every statistic and setting of it is deleted. Inviting it back before then keeps them. */
export const deleteAfterLeaveDays = 30;
