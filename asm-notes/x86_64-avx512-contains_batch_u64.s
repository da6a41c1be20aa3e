00000000000c6f10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x648
mov    DWORD PTR [rsp+0x4c],r9d
mov    QWORD PTR [rsp+0x78],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    c8ab5 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ba5>
mov    r9,rdx
mov    r14,rsi
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x280],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x240],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x200],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x180],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x140],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x100],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xc0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x80],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x600],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x580],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x540],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x500],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x480],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x440],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x400],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3c0],zmm0
mov    rsi,QWORD PTR [rcx+0x8]
cmp    rsi,0x20
mov    edx,0x20
cmovb  rdx,rsi
test   rsi,rsi
je     c8a5b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b4b>
mov    QWORD PTR [rsp+0x60],rdi
mov    r12,QWORD PTR [rcx]
mov    eax,edx
and    eax,0x38
mov    r10d,edx
and    r10d,0x7
mov    QWORD PTR [rsp+0x40],rsi
cmp    rsi,0x8
jb     c7305 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r12],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff47b48]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq zmm4,zmm3,zmm0
vpsrlq zmm1,zmm3,0x20
vpmuludq zmm5,zmm1,zmm0
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff47c53]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq zmm3,zmm3,zmm1
vpaddq zmm3,zmm5,zmm3
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff47a71]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff47ace],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm0
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm3,zmm5,zmm3
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x80],zmm3
cmp    eax,0x8
je     c7305 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
vprolq zmm3,ZMMWORD PTR [r12+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff479bb]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff47a18],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm3,zmm4,zmm3
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xc0],zmm3
cmp    eax,0x10
je     c7305 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
vprolq zmm3,ZMMWORD PTR [r12+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff47905]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff47962],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm3,zmm4,zmm3
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x100],zmm3
cmp    eax,0x18
je     c7305 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
vprolq zmm3,ZMMWORD PTR [r12+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm4,zmm4,zmm1
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm2
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff4784f]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm4,zmm2,QWORD BCST [rip+0xfffffffffff478ac],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm0,zmm3,zmm0
vpmuludq zmm1,zmm4,zmm1
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x140],zmm0
movabs r13,0x9fb21c651e98df25
lea    rbp,[rdx*8+0x0]
mov    esi,ebp
and    esi,0x1c0
mov    r11d,esi
shr    r11d,0x3
mov    rdi,rdx
sub    rdi,r11
cmp    r10,rdi
cmovb  rdi,r10
test   rdi,rdi
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r10,QWORD PTR [rcx+0x10]
mov    r11,QWORD PTR [r12+rax*8]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x80],rbx
cmp    rdi,0x1
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r11,QWORD PTR [r12+rax*8+0x8]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x88],rbx
cmp    rdi,0x2
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r11,QWORD PTR [r12+rax*8+0x10]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x90],rbx
cmp    rdi,0x3
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r11,QWORD PTR [r12+rax*8+0x18]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0x98],rbx
cmp    rdi,0x4
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r11,QWORD PTR [r12+rax*8+0x20]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0xa0],rbx
cmp    rdi,0x5
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    r11,QWORD PTR [r12+rax*8+0x28]
rol    r11,0x20
xor    r11,r10
mov    rbx,r11
rol    rbx,0x31
mov    r15,r11
rol    r15,0x18
xor    r15,rbx
xor    r15,r11
imul   r15,r13
mov    r11,r15
shr    r11,0x23
add    r11,0x8
xor    r11,r15
imul   r11,r13
mov    rbx,r11
shr    rbx,0x1c
xor    rbx,r11
mov    QWORD PTR [rsp+rsi*1+0xa8],rbx
cmp    rdi,0x6
je     c756f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
mov    rax,QWORD PTR [r12+rax*8+0x30]
rol    rax,0x20
xor    rax,r10
mov    rdi,rax
rol    rdi,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,rdi
xor    r10,rax
imul   r10,r13
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
imul   rax,r13
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rsi*1+0xb0],rdi
lea    r15,[rdx+0x7]
mov    esi,r15d
and    esi,0x78
cmp    rsi,0x21
jae    c8a88 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b78>
shr    r15,0x3
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x68],r12
je     c7a8a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb7a>
mov    rax,r9
shr    rax,0x20
je     c78dc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9cc>
mov    rax,r9
mov    QWORD PTR [rsp+0x8],rdx
mul    QWORD PTR [rsp+0x80]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x88]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x90]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x98]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xa8]
mov    QWORD PTR [rsp+0x38],r8
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb0]
mov    rbx,rbp
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xb8]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x180],rsi
mov    QWORD PTR [rsp+0x188],rdi
mov    QWORD PTR [rsp+0x190],r10
mov    QWORD PTR [rsp+0x198],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x1a0],r12
mov    QWORD PTR [rsp+0x1a8],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x1b0],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x1b8],rax
cmp    r15,0x1
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
mov    rax,r9
mul    QWORD PTR [rsp+0xc0]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xc8]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xd0]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xd8]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe0]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xe8]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf0]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0xf8]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1c0],rsi
mov    QWORD PTR [rsp+0x1c8],rdi
mov    QWORD PTR [rsp+0x1d0],r10
mov    QWORD PTR [rsp+0x1d8],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x1e0],r12
mov    QWORD PTR [rsp+0x1e8],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x1f0],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x1f8],rax
cmp    r15,0x2
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
mov    rax,r9
mul    QWORD PTR [rsp+0x100]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x108]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x110]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x118]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x120]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x128]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x130]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x138]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x200],rsi
mov    QWORD PTR [rsp+0x208],rdi
mov    QWORD PTR [rsp+0x210],r10
mov    QWORD PTR [rsp+0x218],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x220],r12
mov    QWORD PTR [rsp+0x228],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x230],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x238],rax
cmp    r15,0x3
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
mov    rax,r9
mul    QWORD PTR [rsp+0x140]
mov    rsi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x148]
mov    rdi,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x150]
mov    r10,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x158]
mov    r11,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x160]
mov    r12,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x168]
mov    r13,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x170]
mov    rbp,rdx
mov    rax,r9
mul    QWORD PTR [rsp+0x178]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x240],rsi
mov    QWORD PTR [rsp+0x248],rdi
mov    QWORD PTR [rsp+0x250],r10
mov    QWORD PTR [rsp+0x258],r11
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x260],r12
mov    QWORD PTR [rsp+0x268],r13
mov    r8,QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x270],rbp
mov    rbp,rbx
mov    QWORD PTR [rsp+0x278],rax
jmp    c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
mov    eax,r9d
vpbroadcastq zmm0,rax
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x80]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x180],zmm1
cmp    r15,0x1
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xc0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1c0],zmm1
cmp    r15,0x2
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x100]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x200],zmm1
cmp    r15,0x3
je     c79d7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x140]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm0,zmm1,zmm0
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x240],zmm0
cmp    r15,0x1
jne    c79e1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xad1>
xor    eax,eax
jmp    c7a55 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb45>
mov    esi,r15d
and    esi,0xe
xor    eax,eax
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff470b6]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
xor    edi,edi
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm1,ZMMWORD PTR [rsp+rdi*2+0x80]
vpmovqd ymm1,zmm1
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdi*1+0x280],ymm1
add    rax,0x2
vmovdqu64 zmm1,ZMMWORD PTR [rsp+rdi*2+0xc0]
vpmovqd ymm1,zmm1
vpmulld ymm1,ymm1,ymm0
vpsrld ymm1,ymm1,0x16
vmovdqu YMMWORD PTR [rsp+rdi*1+0x2a0],ymm1
add    rdi,0x40
cmp    rsi,rax
jne    c7a00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf0>
test   r15b,0x1
je     c7a8a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb7a>
mov    rsi,rax
shl    rsi,0x6
vmovdqu64 zmm0,ZMMWORD PTR [rsp+rsi*1+0x80]
vpmovqd ymm0,zmm0
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffff47035]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
vpmulld ymm0,ymm0,ymm1
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [rsp+rax*1+0x280],ymm0
cmp    BYTE PTR [rsp+0x4c],0x0
je     c7b60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>
lea    rax,[rsp+0x180]
lea    rdi,[rbp-0x8]
mov    r9d,edi
not    r9d
mov    rsi,rax
test   r9b,0x38
je     c7ae5 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbd5>
mov    r9d,edi
shr    r9d,0x3
inc    r9d
and    r9d,0x7
mov    rsi,rax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [rsi]
add    rsi,0x8
shl    r10,0x6
prefetcht0 BYTE PTR [r14+r10*1]
dec    r9
jne    c7ad0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbc0>
cmp    rdi,0x38
jb     c7b60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>
add    rax,rbp
xchg   ax,ax
mov    rdi,QWORD PTR [rsi]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rsi+0x38]
add    rsi,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
cmp    rsi,rax
jne    c7af0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbe0>
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x30],rax
vpbroadcastq zmm0,rax
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
mov    rax,QWORD PTR [rip+0x93167]        # 15ace8 <_DYNAMIC+0x8d0>
vmovdqu64 zmm5,ZMMWORD PTR [rax]
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x70],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x58],rax
lea    r13,[rsp+0x3c0]
lea    rax,[rsp+0x80]
xor    edi,edi
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff46ef8]        # eaac <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x8>
mov    r15d,0x3ff
vpbroadcastd ymm7,DWORD PTR [rip+0xfffffffffff46ee5]        # eaa8 <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x4>
vmovdqu64 ZMMWORD PTR [rsp+0x380],zmm5
vmovdqu YMMWORD PTR [rsp+0x360],ymm7
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r12,rax
lea    r9,[rdx+rdi*1]
mov    rbp,r11
sub    rbp,r9
cmp    rbp,0x20
mov    eax,0x20
cmovae rbp,rax
mov    r8,r11
sub    r8,r9
je     c8920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>
mov    rsi,rbp
add    rsi,r9
jb     c8a9f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b8f>
cmp    rsi,r11
ja     c8a9f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b8f>
mov    rax,QWORD PTR [rsp+0x68]
mov    QWORD PTR [rsp+0x38],r9
lea    rax,[rax+r9*8]
mov    ecx,ebp
and    ecx,0x38
cmp    r8,0x8
jb     c7f70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff46f2f]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff4703a]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff46e58]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff46eb5],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm1,0x20
vpmuludq zmm1,zmm1,zmm3
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm2,zmm1
vpsllq zmm1,zmm1,0x20
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm0
cmp    ecx,0x8
je     c7f70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff46e62]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff46f6d]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff46d8b]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff46de8],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm1,0x20
vpmuludq zmm1,zmm1,zmm3
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm2,zmm1
vpsllq zmm1,zmm1,0x20
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x40],zmm0
cmp    ecx,0x10
je     c7f70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff46d95]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff46ea0]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff46cbe]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff46d1b],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm1,0x20
vpmuludq zmm1,zmm1,zmm3
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm2,zmm1
vpsllq zmm1,zmm1,0x20
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0x80],zmm0
cmp    ecx,0x18
je     c7f70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff46cc8]        # eb98 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x50>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff46dd3]        # ecc0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0xc8>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff46bf1]        # eb08 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x30>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff46c4e],0x78        # eb70 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm1,0x20
vpmuludq zmm1,zmm1,zmm3
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm2,zmm1
vpsllq zmm1,zmm1,0x20
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [r13+0xc0],zmm0
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9d,ebp
and    r9d,0x7
lea    rbx,[rbp*8+0x0]
mov    esi,ebx
and    esi,0x1c0
mov    r10d,esi
shr    r10d,0x3
mov    r8,rbp
sub    r8,r10
cmp    r9,r8
cmovb  r8,r9
test   r8,r8
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x0],r10
cmp    r8,0x1
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8+0x8]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x8],r10
cmp    r8,0x2
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8+0x10]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x10],r10
cmp    r8,0x3
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8+0x18]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x18],r10
cmp    r8,0x4
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8+0x20]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x20],r10
cmp    r8,0x5
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    r9,QWORD PTR [rax+rcx*8+0x28]
rol    r9,0x20
xor    r9,QWORD PTR [rsp+0x30]
mov    r10,r9
rol    r10,0x31
mov    r11,r9
rol    r11,0x18
xor    r11,r10
xor    r11,r9
movabs r10,0x9fb21c651e98df25
imul   r11,r10
mov    r9,r11
shr    r9,0x23
add    r9,0x8
xor    r9,r11
imul   r9,r10
mov    r10,r9
shr    r10,0x1c
xor    r10,r9
mov    QWORD PTR [r13+rsi*1+0x28],r10
cmp    r8,0x6
je     c8220 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
mov    rax,QWORD PTR [rax+rcx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x30]
mov    rcx,rax
rol    rcx,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rcx
xor    r8,rax
movabs rcx,0x9fb21c651e98df25
imul   r8,rcx
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,rcx
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [r13+rsi*1+0x30],rcx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
lea    r9,[rbp+0x7]
mov    esi,r9d
and    esi,0x78
cmp    rsi,0x21
jae    c8a88 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b78>
lea    r8,[r13+0x100]
shr    r9,0x3
je     c8844 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1934>
mov    rax,QWORD PTR [rsp+0x60]
mov    rcx,QWORD PTR [rax+0x8]
mov    rax,rcx
shr    rax,0x20
vmovq  xmm0,rcx
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x8],rdx
je     c833c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x142c>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0x38]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x30]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x28]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x20]
mov    r10,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x18]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x10]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x8]
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x0]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rbx
lea    rbx,[rbp*8+0x0]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rsi
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,r10
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r8],zmm1
cmp    r9,0x1
jne    c83a7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1497>
jmp    c85e0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm3,zmm2,zmm0
vpsrlq zmm4,zmm0,0x20
vpmuludq zmm2,zmm2,zmm4
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm3,zmm2
vpmuludq zmm3,zmm1,zmm0
vpmuludq zmm1,zmm1,zmm4
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm3,zmm1
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r8],zmm1
cmp    r9,0x1
je     c85e0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
test   rax,rax
je     c847e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x156e>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x60]
mov    QWORD PTR [rsp+0x50],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x58]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x50]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x48]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x40]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rsi
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rbx
mov    rbx,r10
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,QWORD PTR [rsp+0x50]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm1
cmp    r9,0x2
jne    c84ea <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15da>
jmp    c85e0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x40]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm3,zmm2,zmm0
vpsrlq zmm4,zmm0,0x20
vpmuludq zmm2,zmm2,zmm4
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm3,zmm2
vpmuludq zmm3,zmm1,zmm0
vpmuludq zmm1,zmm1,zmm4
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm3,zmm1
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r13+0x140],zmm1
cmp    r9,0x2
je     c85e0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
test   rax,rax
je     c85f1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16e1>
mov    QWORD PTR [rsp+0x28],rax
mov    rax,rcx
mul    QWORD PTR [r13+0xb8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xb0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xa8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xa0]
mov    QWORD PTR [rsp+0x50],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x98]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x90]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x88]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0x80]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm1,rax
mov    rax,QWORD PTR [rsp+0x28]
vmovq  xmm2,rsi
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,rbx
mov    rbx,r10
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vmovq  xmm2,QWORD PTR [rsp+0x50]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,QWORD PTR [rsp+0x18]
vmovq  xmm4,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm1
cmp    r9,0x3
jne    c8659 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1749>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r9,0x1
jne    c87ab <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x189b>
xor    eax,eax
jmp    c8817 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1907>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0x80]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm3,zmm2,zmm0
vpsrlq zmm4,zmm0,0x20
vpmuludq zmm2,zmm2,zmm4
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm3,zmm2
vpmuludq zmm3,zmm1,zmm0
vpmuludq zmm1,zmm1,zmm4
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm3,zmm1
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [r13+0x180],zmm1
cmp    r9,0x3
je     c85e0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>
test   rax,rax
je     c873f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x182f>
mov    rax,rcx
mul    QWORD PTR [r13+0xf8]
mov    QWORD PTR [rsp+0x28],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xf0]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xe8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xe0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xd8]
mov    r11,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xd0]
mov    r10,rbx
mov    rbx,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xc8]
mov    rsi,rdx
mov    rax,rcx
mul    QWORD PTR [r13+0xc0]
mov    rax,rdx
mov    rdx,QWORD PTR [rsp+0x8]
vmovq  xmm0,rax
vmovq  xmm1,rsi
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,rbx
mov    rbx,r10
vmovq  xmm2,r11
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x10]
vmovq  xmm2,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x20]
vmovq  xmm3,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    r9,0x1
je     c85ea <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16da>
jmp    c87ab <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x189b>
vmovdqu64 zmm1,ZMMWORD PTR [r13+0xc0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm3,zmm2,zmm0
vpsrlq zmm4,zmm0,0x20
vpmuludq zmm2,zmm2,zmm4
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm3,zmm2
vpmuludq zmm0,zmm1,zmm0
vpmuludq zmm1,zmm1,zmm4
vpsllq zmm1,zmm1,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [r13+0x1c0],zmm0
cmp    r9,0x1
je     c85ea <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16da>
mov    ecx,r9d
and    ecx,0xe
xor    esi,esi
xor    eax,eax
data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [r13+rsi*2+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+rsi*1+0x200],ymm0
add    rax,0x2
vmovdqu64 zmm0,ZMMWORD PTR [r13+rsi*2+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [r13+rsi*1+0x220],ymm0
add    rsi,0x40
cmp    rcx,rax
jne    c87c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18b0>
test   r9b,0x1
je     c8844 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1934>
mov    rcx,rax
shl    rcx,0x6
vmovdqu64 zmm0,ZMMWORD PTR [r13+rcx*1+0x0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm7
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [r13+rax*1+0x200],ymm0
cmp    BYTE PTR [rsp+0x4c],0x0
mov    r9,QWORD PTR [rsp+0x38]
je     c8920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>
lea    rcx,[rbx-0x8]
mov    esi,ecx
not    esi
mov    rax,r8
test   sil,0x38
je     c8895 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1985>
mov    esi,ecx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,r8
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rax]
add    rax,0x8
shl    r9,0x6
prefetcht0 BYTE PTR [r14+r9*1]
dec    rsi
jne    c8880 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1970>
cmp    rcx,0x38
mov    r9,QWORD PTR [rsp+0x38]
jb     c8920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>
add    r8,rbx
nop    WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rax]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x8]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x10]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x18]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x20]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x28]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x30]
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
mov    rcx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rcx,0x6
prefetcht0 BYTE PTR [r14+rcx*1]
cmp    rax,r8
jne    c88b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19a0>
mov    rax,QWORD PTR [rsp+0x60]
mov    rax,QWORD PTR [rax]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
cmp    rdx,0x20
jne    c89a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a90>
xor    ecx,ecx
nop    DWORD PTR [rax]
mov    rsi,QWORD PTR [r12+rcx*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [r12+rcx*4+0x200]
and    r8d,r15d
vmovdqa64 zmm0,ZMMWORD PTR [r14+rsi*1]
vpmulld zmm1,zmm5,DWORD BCST [r12+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm6
kmovw  esi,k0
test   WORD PTR [rax+r8*2],si
sete   BYTE PTR [rsp+rcx*1+0x300]
inc    rcx
cmp    rcx,0x20
jne    c8940 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a30>
jmp    c8a01 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1af1>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   rdx,rdx
je     c8a01 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1af1>
xor    ecx,ecx
nop    WORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [r12+rcx*8+0x100]
shl    rsi,0x6
mov    r8d,DWORD PTR [r12+rcx*4+0x200]
and    r8d,r15d
vmovdqa64 zmm0,ZMMWORD PTR [r14+rsi*1]
vpmulld zmm1,zmm5,DWORD BCST [r12+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm6
kmovw  esi,k0
test   WORD PTR [rax+r8*2],si
sete   BYTE PTR [rsp+rcx*1+0x300]
inc    rcx
cmp    rdx,rcx
jne    c89b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa0>
cmp    r9,rdi
jb     c8a70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b60>
cmp    r9,QWORD PTR [rsp+0x58]
ja     c8a70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b60>
add    rdi,QWORD PTR [rsp+0x70]
lea    rsi,[rsp+0x300]
mov    rbx,r9
vzeroupper
call   QWORD PTR [rip+0x91c0a]        # 15a630 <memcpy@GLIBC_2.14>
vmovdqu ymm7,YMMWORD PTR [rsp+0x360]
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff46073]        # eaac <anon.8e000d4036ae371975b60bcb677921b3.57.llvm.5222924282184209701+0x8>
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0x380]
mov    r11,QWORD PTR [rsp+0x40]
mov    rax,r13
mov    r13,r12
mov    rdi,rbx
mov    rdx,rbp
cmp    r11,rbx
jne    c7be0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcd0>
add    rsp,0x648
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0x8f3e1]        # 157e58 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0xc10>
mov    rsi,r9
mov    rdx,QWORD PTR [rsp+0x58]
vzeroupper
call   QWORD PTR [rip+0x91cb8]        # 15a740 <_DYNAMIC+0x328>
lea    rcx,[rip+0x8ec21]        # 1576b0 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x468>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0x91ca1]        # 15a740 <_DYNAMIC+0x328>
lea    rcx,[rip+0x8ec3a]        # 1576e0 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x498>
mov    rdi,r9
mov    rdx,r11
vzeroupper
call   QWORD PTR [rip+0x91c8b]        # 15a740 <_DYNAMIC+0x328>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff672c6]        # 2fd86 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10836>
lea    r9,[rip+0x8ec01]        # 1576c8 <linebloom::probe::x86_64::avx512::entry_dq::OPS+0x480>
lea    rsi,[rsp+0x78]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0x91edb]        # 15a9b8 <_DYNAMIC+0x5a0>
int3
int3
int3
