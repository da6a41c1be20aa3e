00000000000738b8 <linebloom::probe::aarch64::neon::entry::contains_multi>:
stp	x29, x30, [sp, #-16]!
mov	x29, sp
cmp	x3, x1
mov	w9, #0x40                  	// #64
csel	x11, x3, x1, cc	// cc = lo, ul, last
cmp	x11, #0x40
csel	x9, x11, x9, cc	// cc = lo, ul, last
cbz	x5, 73a78 <linebloom::probe::aarch64::neon::entry::contains_multi+0x1c0>
mov	x8, x0
cmp	x5, #0x1
b.ne	73a84 <linebloom::probe::aarch64::neon::entry::contains_multi+0x1cc>  // b.any
mov	x10, xzr
cbz	x11, 73a8c <linebloom::probe::aarch64::neon::entry::contains_multi+0x1d4>
add	x12, x8, x9, lsl #4
mov	x11, xzr
mov	x13, x8
and	x0, x11, x10
cmp	x0, x5
b.cs	73a98 <linebloom::probe::aarch64::neon::entry::contains_multi+0x1e0>  // b.hs, b.nlast
ldr	x14, [x4, x0, lsl #3]
ldr	x15, [x13, #8]
add	x11, x11, #0x1
umulh	x14, x15, x14
ldr	x15, [x13], #16
cmp	x13, x12
add	x14, x15, x14, lsl #6
prfm	pldl1keep, [x14]
b.ne	738f8 <linebloom::probe::aarch64::neon::entry::contains_multi+0x40>  // b.any
adrp	x12, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
adrp	x13, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
movi	v2.4s, #0x1
ldr	q0, [x12, #1296]
adrp	x12, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
ldr	q1, [x13, #1312]
adrp	x13, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
ldr	q3, [x12, #1328]
adrp	x12, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
ldr	q4, [x13, #1344]
ldr	q5, [x12, #1360]
adrp	x12, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
adrp	x13, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
ldr	q6, [x12, #1376]
adrp	x12, 14f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.436.llvm.11565393731450584947>
ldr	q7, [x13, #1392]
adrp	x13, 107000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.342.llvm.11568533701749973337+0x31>
ldr	x12, [x12, #3600]
ldr	q16, [x13, #1408]
mov	w13, #0x79b1                	// #31153
mov	x0, xzr
mov	x11, xzr
add	x15, x8, #0x8
movk	w13, #0x9e37, lsl #16
and	x8, x11, x10
cmp	x8, x5
b.cs	73ab8 <linebloom::probe::aarch64::neon::entry::contains_multi+0x200>  // b.hs, b.nlast
mov	x14, x15
ldr	x16, [x4, x8, lsl #3]
ldr	x1, [x14], #16
umulh	x8, x16, x1
cmp	x1, x8
b.ls	73aa8 <linebloom::probe::aarch64::neon::entry::contains_multi+0x1f0>  // b.plast
ldr	x17, [x2, x11, lsl #3]
mul	w18, w16, w13
dup	v17.4s, w16
ldur	x15, [x15, #-8]
and	x17, x17, #0xf
add	x17, x12, x17, lsl #11
lsr	w18, w18, #22
mul	v19.4s, v17.4s, v0.4s
mul	v20.4s, v17.4s, v3.4s
mul	v21.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldr	h18, [x17, w18, uxtw #1]
add	x8, x15, x8, lsl #6
mov	x15, x14
dup	v18.4s, v18.s[0]
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v22.4s, v18.4s, v1.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v22.16b, v22.16b, v2.16b
and	v23.16b, v23.16b, v2.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v22.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v17.4s, v18.4s, v17.4s
ldp	q18, q22, [x8]
ldp	q23, q24, [x8, #32]
bic	v18.16b, v19.16b, v18.16b
bic	v19.16b, v20.16b, v22.16b
bic	v20.16b, v21.16b, v23.16b
bic	v17.16b, v17.16b, v24.16b
orr	v18.16b, v19.16b, v18.16b
orr	v17.16b, v20.16b, v17.16b
orr	v17.16b, v18.16b, v17.16b
umaxv	s17, v17.4s
fmov	w8, s17
cmp	w8, #0x0
cset	w8, eq	// eq = none
lsl	x8, x8, x11
add	x11, x11, #0x1
cmp	x9, x11
orr	x0, x8, x0
b.ne	73988 <linebloom::probe::aarch64::neon::entry::contains_multi+0xd0>  // b.any
ldp	x29, x30, [sp], #16
ret
mov	x0, x5
ldp	x29, x30, [sp], #16
ret
mov	x10, #0xffffffffffffffff    	// #-1
cbnz	x11, 738ec <linebloom::probe::aarch64::neon::entry::contains_multi+0x34>
mov	x0, xzr
ldp	x29, x30, [sp], #16
ret
adrp	x2, 14b000 <anon.33ff8469c9ca33772cbc15b31fe1dc6d.106.llvm.6003809081507956832+0x668>
add	x2, x2, #0xd28
mov	x1, x5
bl	a3b4 <core::panicking::panic_bounds_check>
adrp	x2, 14b000 <anon.33ff8469c9ca33772cbc15b31fe1dc6d.106.llvm.6003809081507956832+0x668>
add	x2, x2, #0xd40
mov	x0, x8
bl	a3b4 <core::panicking::panic_bounds_check>
adrp	x2, 14b000 <anon.33ff8469c9ca33772cbc15b31fe1dc6d.106.llvm.6003809081507956832+0x668>
add	x2, x2, #0xd28
mov	x0, x8
mov	x1, x5
bl	a3b4 <core::panicking::panic_bounds_check>
