00000000000e8260 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x608
mov    DWORD PTR [rsp+0x4c],r9d
mov    QWORD PTR [rsp+0x78],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    e9df7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b97>
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
vmovdqu64 ZMMWORD PTR [rsp+0x5c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x580],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x540],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x500],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x480],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x440],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x400],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3c0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x380],zmm0
mov    rsi,QWORD PTR [rcx+0x8]
cmp    rsi,0x20
mov    edx,0x20
cmovb  rdx,rsi
test   rsi,rsi
je     e9d9d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b3d>
mov    QWORD PTR [rsp+0x60],rdi
mov    r12,QWORD PTR [rcx]
mov    eax,edx
and    eax,0x38
mov    r10d,edx
and    r10d,0x7
mov    QWORD PTR [rsp+0x40],rsi
cmp    rsi,0x8
jb     e8655 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r12],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff27ff0]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm4,zmm3,zmm0
vpsrlq zmm1,zmm3,0x20
vpmuludq zmm5,zmm1,zmm0
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff28173]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm3,zmm3,zmm1
vpaddq zmm3,zmm5,zmm3
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff27f01]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff27f66],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e8655 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff27e4b]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff27eb0],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e8655 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff27d95]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff27dfa],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e8655 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f5>
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
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff27cdf]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm4,zmm2,QWORD BCST [rip+0xfffffffffff27d44],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
je     e88bf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x65f>
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
jae    e9dca <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6a>
shr    r15,0x3
mov    r11,QWORD PTR [rsp+0x40]
mov    QWORD PTR [rsp+0x68],r12
je     e8dda <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb7a>
mov    rax,r9
shr    rax,0x20
je     e8c2c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9cc>
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
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
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
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
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
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
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
jmp    e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
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
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xc0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1c0],zmm1
cmp    r15,0x2
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x100]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x200],zmm1
cmp    r15,0x3
je     e8d27 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac7>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x140]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm0,zmm1,zmm0
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x240],zmm0
cmp    r15,0x1
jne    e8d31 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xad1>
xor    eax,eax
jmp    e8da5 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb45>
mov    esi,r15d
and    esi,0xe
xor    eax,eax
vpbroadcastd ymm0,DWORD PTR [rip+0xfffffffffff2753e]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
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
jne    e8d50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf0>
test   r15b,0x1
je     e8dda <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb7a>
mov    rsi,rax
shl    rsi,0x6
vmovdqu64 zmm0,ZMMWORD PTR [rsp+rsi*1+0x80]
vpmovqd ymm0,zmm0
vpbroadcastd ymm1,DWORD PTR [rip+0xfffffffffff274bd]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vpmulld ymm0,ymm0,ymm1
vpsrld ymm0,ymm0,0x16
shl    rax,0x5
vmovdqu YMMWORD PTR [rsp+rax*1+0x280],ymm0
cmp    BYTE PTR [rsp+0x4c],0x0
je     e8eb0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>
lea    rax,[rsp+0x180]
lea    rdi,[rbp-0x8]
mov    r9d,edi
not    r9d
mov    rsi,rax
test   r9b,0x38
je     e8e35 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbd5>
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
jne    e8e20 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbc0>
cmp    rdi,0x38
jb     e8eb0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>
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
jne    e8e40 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xbe0>
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x30],rax
vpbroadcastq zmm0,rax
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
vmovdqa64 zmm5,ZMMWORD PTR [rip+0xfffffffffff495ac]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x70],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x58],rax
lea    r13,[rsp+0x380]
lea    rax,[rsp+0x80]
xor    edi,edi
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff27383]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
mov    r15d,0x3ff
vpbroadcastd ymm7,DWORD PTR [rip+0xfffffffffff27370]        # 10280 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x4>
vmovdqu YMMWORD PTR [rsp+0x360],ymm7
nop    DWORD PTR [rax+0x0]
mov    r12,rax
lea    r9,[rdx+rdi*1]
mov    rbp,r11
sub    rbp,r9
cmp    rbp,0x20
mov    eax,0x20
cmovae rbp,rax
mov    r8,r11
sub    r8,r9
je     e9c60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a00>
mov    rsi,rbp
add    rsi,r9
jb     e9de1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b81>
cmp    rsi,r11
ja     e9de1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b81>
mov    rax,QWORD PTR [rsp+0x68]
mov    QWORD PTR [rsp+0x38],r9
lea    rax,[rax+r9*8]
mov    ecx,ebp
and    ecx,0x38
cmp    r8,0x8
jb     e92b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff273e7]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff2756a]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff272f8]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff2735d],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e92b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff2731a]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff2749d]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff2722b]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff27290],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e92b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff2724d]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff273d0]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff2715e]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff271c3],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e92b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,ZMMWORD PTR [rsp+0x320]
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff27180]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm3
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff27303]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm2,zmm2,zmm4
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff27091]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm2,zmm0,QWORD BCST [rip+0xfffffffffff270f6],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
je     e9560 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1300>
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
jae    e9dca <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b6a>
lea    r8,[r13+0x100]
shr    r9,0x3
je     e9b84 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1924>
mov    rax,QWORD PTR [rsp+0x60]
mov    rcx,QWORD PTR [rax+0x8]
mov    rax,rcx
shr    rax,0x20
vmovq  xmm0,rcx
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x8],rdx
je     e967c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x141c>
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
jne    e96e7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1487>
jmp    e9920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
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
je     e9920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
test   rax,rax
je     e97be <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x155e>
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
jne    e982a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15ca>
jmp    e9920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
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
je     e9920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
test   rax,rax
je     e9931 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d1>
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
jne    e9999 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1739>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r9,0x1
jne    e9aeb <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x188b>
xor    eax,eax
jmp    e9b57 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18f7>
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
je     e9920 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
test   rax,rax
je     e9a7f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x181f>
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
je     e992a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16ca>
jmp    e9aeb <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x188b>
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
je     e992a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16ca>
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
jne    e9b00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18a0>
test   r9b,0x1
je     e9b84 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1924>
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
je     e9c60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a00>
lea    rcx,[rbx-0x8]
mov    esi,ecx
not    esi
mov    rax,r8
test   sil,0x38
je     e9bd5 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1975>
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
jne    e9bc0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1960>
cmp    rcx,0x38
mov    r9,QWORD PTR [rsp+0x38]
jb     e9c60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a00>
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
jne    e9bf0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1990>
mov    rax,QWORD PTR [rsp+0x60]
mov    rax,QWORD PTR [rax]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
cmp    rdx,0x20
jne    e9ce0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a80>
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
jne    e9c80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a20>
jmp    e9d41 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ae1>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   rdx,rdx
je     e9d41 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ae1>
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
jne    e9cf0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a90>
cmp    r9,rdi
jb     e9db2 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b52>
cmp    r9,QWORD PTR [rsp+0x58]
ja     e9db2 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b52>
add    rdi,QWORD PTR [rsp+0x70]
lea    rsi,[rsp+0x300]
mov    rbx,r9
vzeroupper
call   QWORD PTR [rip+0xb8242]        # 1a1fa8 <memcpy@GLIBC_2.14>
vmovdqu ymm7,YMMWORD PTR [rsp+0x360]
vpbroadcastd zmm6,DWORD PTR [rip+0xfffffffffff2650b]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vmovdqa64 zmm5,ZMMWORD PTR [rip+0xfffffffffff486fd]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
mov    r11,QWORD PTR [rsp+0x40]
mov    rax,r13
mov    r13,r12
mov    rdi,rbx
mov    rdx,rbp
cmp    r11,rbx
jne    e8f20 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcc0>
add    rsp,0x608
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb5967]        # 19f720 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x1008>
mov    rsi,r9
mov    rdx,QWORD PTR [rsp+0x58]
vzeroupper
call   QWORD PTR [rip+0xb82f6]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xb4dcf]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0xb82df]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xb4e08]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rdi,r9
mov    rdx,r11
vzeroupper
call   QWORD PTR [rip+0xb82c9]        # 1a20c0 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff4835c]        # 3215e <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dae>
lea    r9,[rip+0xb4daf]        # 19ebb8 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4a0>
lea    rsi,[rsp+0x78]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xb8529]        # 1a2348 <_DYNAMIC+0x5b8>
int3
