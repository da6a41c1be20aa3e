0000000000131210 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x578
mov    DWORD PTR [rsp+0x5c],r9d
mov    QWORD PTR [rsp+0x68],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    132bf1 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19e1>
mov    QWORD PTR [rsp+0x50],rdx
mov    r10,QWORD PTR [rdi]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x270],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x430],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x470],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x530],zmm0
mov    r13,QWORD PTR [rcx+0x8]
cmp    r13,0x20
mov    r14d,0x20
cmovb  r14,r13
test   r13,r13
je     132bab <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x199b>
mov    rbp,QWORD PTR [rcx]
mov    r15,r14
shr    r15,0x3
mov    eax,r14d
and    eax,0x38
test   r15,r15
je     131646 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x436>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [rbp+0x0],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffedffc3]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffedfdd4]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffedfcd4]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xffffffffffedfd51],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm3
cmp    r15,0x1
je     131646 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x436>
vprolq zmm3,ZMMWORD PTR [rbp+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffedfc1b]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffedfc98],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm3
cmp    r15,0x2
je     131646 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x436>
vprolq zmm3,ZMMWORD PTR [rbp+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffedfb62]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffedfbdf],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm3
cmp    r15,0x3
je     131646 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x436>
vprolq zmm3,ZMMWORD PTR [rbp+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm1
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm2,zmm3,zmm2
vpsllq zmm2,zmm2,0x20
vpmuludq zmm3,zmm4,zmm0
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm4,zmm2,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xffffffffffedfaa9]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xffffffffffedfb26],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm1,zmm4,zmm1
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm2,zmm2,zmm0
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpmuludq zmm0,zmm4,zmm0
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
movabs r9,0x9fb21c651e98df25
cmp    rax,r14
je     1317bd <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5ad>
mov    rdi,rax
or     rdi,0x1
cmp    r14,rdi
cmova  rdi,r14
mov    rbx,QWORD PTR [rcx+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x8
jae    13167f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x46f>
mov    rdx,rax
jmp    131770 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x560>
and    edi,0x7
sub    rdx,rdi
add    rdx,rax
vpbroadcastq zmm0,rbx
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffedfcb0]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffedfafe]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm3,QWORD PTR [rip+0xffffffffffedf9f4]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+0x0]
vprolq zmm4,ZMMWORD PTR [rbp+rax*8+0x0],0x20
vpxorq zmm4,zmm4,zmm0
vprolq zmm5,zmm4,0x31
vprolq zmm6,zmm4,0x18
vpternlogq zmm6,zmm4,zmm5,0x96
vpmuludq zmm4,zmm6,zmm1
vpsrlq zmm5,zmm6,0x20
vpmuludq zmm5,zmm5,zmm2
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpmuludq zmm5,zmm6,zmm2
vpaddq zmm4,zmm5,zmm4
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,zmm3
vpxorq zmm5,zmm5,zmm4
vpmuludq zmm6,zmm5,zmm2
vpmuludq zmm5,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm2
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm5,zmm4,0x1c
vpxorq zmm4,zmm5,zmm4
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x70],zmm4
add    rax,0x8
cmp    rdx,rax
jne    1316b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a0>
test   rdi,rdi
je     1317bd <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5ad>
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [rbp+rdx*8+0x0]
rol    rax,0x20
xor    rax,rbx
mov    rdi,rax
rol    rdi,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,rdi
xor    r11,rax
imul   r11,r9
mov    rax,r11
shr    rax,0x23
add    rax,0x8
xor    rax,r11
imul   rax,r9
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x70],rdi
inc    rdx
cmp    rdx,r14
jb     131770 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x560>
mov    eax,r14d
and    eax,0x7
cmp    rax,0x1
sbb    r15,0xffffffffffffffff
mov    r11,QWORD PTR [rsp+0x50]
mov    rax,r11
shr    rax,0x20
mov    QWORD PTR [rsp+0x60],rax
mov    eax,r11d
vpbroadcastq zmm0,rax
mov    QWORD PTR [rsp+0x30],r13
mov    QWORD PTR [rsp+0x28],rbp
je     131bd2 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c2>
mov    QWORD PTR [rsp+0x48],rcx
mov    QWORD PTR [rsp+0x40],r8
mov    rax,r11
mul    QWORD PTR [rsp+0xa8]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xa0]
mov    QWORD PTR [rsp+0x20],r15
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x98]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x90]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x88]
mov    r8,rdx
mov    QWORD PTR [rsp+0x38],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x80]
mov    rcx,rdx
mov    rbx,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x78]
mov    r9,rdx
mov    r13,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x70]
shld   rdx,rax,0x6
shld   r9,r13,0x6
shld   rcx,rbx,0x6
mov    rax,QWORD PTR [rsp+0x38]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
mov    r15,QWORD PTR [rsp+0x20]
vmovq  xmm3,r12
vmovq  xmm4,rbp
vmovq  xmm5,r8
vmovq  xmm6,rcx
vmovq  xmm7,r9
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm2,xmm1
vpunpcklqdq xmm2,xmm4,xmm3
vinserti128 ymm2,ymm2,xmm1,0x1
vpunpcklqdq xmm3,xmm6,xmm5
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x70]
vpunpcklqdq xmm4,xmm8,xmm7
vinserti128 ymm3,ymm4,xmm3,0x1
vinserti64x4 zmm2,zmm3,ymm2,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedfa9a]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm2
cmp    r15,0x1
je     131bb9 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9a9>
mov    rax,r11
mul    QWORD PTR [rsp+0xb0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xb8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc0]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc8]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd0]
mov    rbx,rdx
mov    QWORD PTR [rsp+0x38],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd8]
mov    r8,rdx
mov    rcx,rax
mov    rax,r11
mul    QWORD PTR [rsp+0xe0]
mov    r9,rdx
mov    r13,rax
mov    rax,r11
mul    QWORD PTR [rsp+0xe8]
shld   rdx,rax,0x6
shld   r9,r13,0x6
shld   r8,rcx,0x6
mov    rax,QWORD PTR [rsp+0x38]
shld   rbx,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
mov    r15,QWORD PTR [rsp+0x20]
vmovq  xmm4,r12
vmovq  xmm5,rbp
vmovq  xmm6,rbx
vmovq  xmm7,r8
vmovq  xmm8,r9
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf95f]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm2
cmp    r15,0x2
je     131bb9 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9a9>
mov    rax,r11
mul    QWORD PTR [rsp+0xf0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xf8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x100]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x108]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x110]
mov    r8,rdx
mov    QWORD PTR [rsp+0x38],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x118]
mov    rbx,rdx
mov    rcx,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x120]
mov    r9,rdx
mov    r13,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x128]
shld   rdx,rax,0x6
shld   r9,r13,0x6
shld   rbx,rcx,0x6
mov    rax,QWORD PTR [rsp+0x38]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
mov    r15,QWORD PTR [rsp+0x20]
vmovq  xmm4,r12
vmovq  xmm5,rbp
vmovq  xmm6,r8
vmovq  xmm7,rbx
vmovq  xmm8,r9
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf824]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm2
cmp    r15,0x3
jne    131d1b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb0b>
mov    r13,QWORD PTR [rsp+0x30]
mov    rbp,QWORD PTR [rsp+0x28]
mov    r8,QWORD PTR [rsp+0x40]
mov    rcx,QWORD PTR [rsp+0x48]
jmp    131e6a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc5a>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm3,zmm1,zmm0
vpsrlq zmm3,zmm3,0x20
vpaddq zmm2,zmm3,zmm2
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf7aa]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm2
cmp    r15,0x1
je     131e6a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc5a>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf759]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm2
cmp    r15,0x2
je     131e6a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc5a>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf708]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm2
cmp    r15,0x3
je     131e6a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc5a>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf6b7]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm2
cmp    r15,0x4
je     131e6a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc5a>
jmp    132c19 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a09>
mov    rax,r11
mul    QWORD PTR [rsp+0x130]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x138]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x140]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x148]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x150]
mov    r8,rdx
mov    QWORD PTR [rsp+0x38],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x158]
mov    rbx,rdx
mov    rcx,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x160]
mov    r9,rdx
mov    r13,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x168]
shld   rdx,rax,0x6
shld   r9,r13,0x6
shld   rbx,rcx,0x6
mov    rax,QWORD PTR [rsp+0x38]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
mov    r15,QWORD PTR [rsp+0x20]
vmovq  xmm4,r12
vmovq  xmm5,rbp
vmovq  xmm6,r8
vmovq  xmm7,rbx
vmovq  xmm8,r9
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffedf587]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm2
cmp    r15,0x4
mov    r13,QWORD PTR [rsp+0x30]
mov    rbp,QWORD PTR [rsp+0x28]
mov    r8,QWORD PTR [rsp+0x40]
mov    rcx,QWORD PTR [rsp+0x48]
jne    132c19 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a09>
vpmovqd ymm2,zmm1
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffedf1b3]        # 1102c <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x4>
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm2
cmp    r15,0x1
je     131f0a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcfa>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm2
cmp    r15,0x2
je     131f0a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcfa>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm2
cmp    r15,0x3
je     131f0a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcfa>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm2
cmp    BYTE PTR [rsp+0x5c],0x0
je     131fa8 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd98>
lea    r11,[rsp+0x170]
lea    rdx,[r14*8-0x8]
mov    edi,edx
not    edi
mov    rax,r11
test   dil,0x38
je     131f51 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd41>
mov    edi,edx
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r11
nop
mov    r9,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r9*1]
dec    rdi
jne    131f40 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd30>
cmp    rdx,0x38
jb     131fa8 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd98>
lea    rdi,[r11+r14*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,rdi
jne    131f60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd50>
mov    r12,QWORD PTR [rcx+0x10]
vpbroadcastq zmm2,r12
vmovdqa64 zmm3,ZMMWORD PTR [rip+0xfffffffffff05d04]        # 37cc0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x119c8>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x48],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x40],rax
lea    r9,[rsp+0x2f0]
lea    rax,[rsp+0x70]
xor    r8d,r8d
vpbroadcastd zmm4,DWORD PTR [rip+0xffffffffffedf049]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffedf357]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffedf1a5]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm7,QWORD PTR [rip+0xffffffffffedf09b]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffedf161]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa64 zmm9,ZMMWORD PTR [rip+0xfffffffffff04be7]        # 36c00 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10908>
mov    QWORD PTR [rsp+0x20],r12
jmp    13202c <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe1c>
mov    rax,r11
cmp    r13,r8
je     132bab <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x199b>
mov    rbx,r14
mov    rdi,r8
mov    r11,r9
mov    r9,rax
add    r8,r14
mov    r14,r13
sub    r14,r8
cmp    r14,0x20
mov    eax,0x20
cmovae r14,rax
cmp    r13,r8
je     132ad0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c0>
mov    rax,r14
add    rax,r8
jb     132bd8 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19c8>
cmp    rax,r13
ja     132bd8 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19c8>
lea    rax,[r8*8+0x0]
add    rax,rbp
mov    r13,r14
shr    r13,0x3
je     132330 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1120>
vprolq zmm10,ZMMWORD PTR [rax],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r11],zmm10
cmp    r13,0x1
je     132330 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1120>
vprolq zmm10,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r11+0x40],zmm10
cmp    r13,0x2
je     132330 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1120>
vprolq zmm10,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r11+0x80],zmm10
cmp    r13,0x3
je     132330 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1120>
vprolq zmm10,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r11+0xc0],zmm10
nop    DWORD PTR [rax+0x0]
mov    edx,r14d
and    edx,0x38
cmp    rdx,r14
je     1324a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>
mov    r15,rdx
or     r15,0x1
cmp    r14,r15
cmova  r15,r14
mov    rcx,r15
sub    rcx,rdx
cmp    rcx,0x8
jae    13236b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x115b>
mov    rcx,rdx
movabs rbp,0x9fb21c651e98df25
jmp    132450 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1240>
mov    r12d,r15d
and    r12d,0x7
sub    rcx,r12
add    rcx,rdx
and    r15,0xfffffffffffffff8
nop    DWORD PTR [rax+0x0]
vprolq zmm10,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm6
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm6
vpaddq zmm10,zmm11,zmm10
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpxorq zmm11,zmm11,zmm10
vpmuludq zmm12,zmm11,zmm6
vpmuludq zmm11,zmm11,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm6
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r11+rdx*8],zmm10
add    rdx,0x8
cmp    r15,rdx
jne    132380 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1170>
test   r12,r12
movabs rbp,0x9fb21c651e98df25
mov    r12,QWORD PTR [rsp+0x20]
je     1324a0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r12
mov    r15,rdx
rol    r15,0x31
mov    r12,rdx
rol    r12,0x18
xor    r12,r15
xor    r12,rdx
imul   r12,rbp
mov    rdx,r12
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r12
mov    r12,QWORD PTR [rsp+0x20]
imul   rdx,rbp
mov    r15,rdx
shr    r15,0x1c
xor    r15,rdx
mov    QWORD PTR [r11+rcx*8],r15
inc    rcx
cmp    rcx,r14
jb     132450 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1240>
mov    eax,r14d
and    eax,0x7
cmp    rax,0x1
mov    r15,r13
sbb    r15,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x60],0x0
mov    QWORD PTR [rsp+0x18],r15
je     132580 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1370>
mov    r15,QWORD PTR [rsp+0x50]
mov    rax,r15
mul    QWORD PTR [r11+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x28]
mov    QWORD PTR [rsp],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x20]
mov    r12,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x18]
mov    r13,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x10]
mov    rbp,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x8]
mov    rcx,rdx
mov    rax,r15
mov    r15,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r11]
vmovq  xmm10,rdx
vmovq  xmm11,rcx
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vmovq  xmm12,r13
mov    r13,QWORD PTR [rsp+0x30]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,r12
mov    r12,QWORD PTR [rsp+0x20]
vmovq  xmm12,QWORD PTR [rsp]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x8]
vmovq  xmm13,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    1325b7 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13a7>
nop
vmovdqu64 zmm10,ZMMWORD PTR [r11]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm11,zmm11,zmm0
vpmuludq zmm10,zmm10,zmm0
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
mov    rbp,QWORD PTR [rsp+0x28]
mov    r13,QWORD PTR [rsp+0x30]
lea    rax,[r11+0x100]
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [rax],zmm10
cmp    r15,0x1
je     132970 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1760>
cmp    QWORD PTR [rsp+0x60],0x0
je     1326b6 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14a6>
mov    r15,QWORD PTR [rsp+0x50]
mov    rax,r15
mul    QWORD PTR [r11+0x78]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x70]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x68]
mov    QWORD PTR [rsp],rdx
mov    rax,r15
mul    QWORD PTR [r11+0x60]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x58]
mov    r12,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x50]
mov    r13,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x48]
mov    rbp,rdx
mov    rax,r15
mov    r15,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r11+0x40]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rcx
vmovq  xmm12,QWORD PTR [rsp]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x8]
vmovq  xmm13,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r11+0x140],zmm10
cmp    r15,0x2
jne    1326fc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14ec>
jmp    132970 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1760>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0x40]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm11,zmm11,zmm0
vpmuludq zmm10,zmm10,zmm0
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r11+0x140],zmm10
cmp    r15,0x2
je     132970 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1760>
cmp    QWORD PTR [rsp+0x60],0x0
je     1327f5 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15e5>
mov    r15,QWORD PTR [rsp+0x50]
mov    rax,r15
mul    QWORD PTR [r11+0xb8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xb0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xa8]
mov    QWORD PTR [rsp],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xa0]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x98]
mov    r12,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x90]
mov    r13,rdx
mov    rax,r15
mul    QWORD PTR [r11+0x88]
mov    rbp,rdx
mov    rax,r15
mov    r15,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r11+0x80]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rcx
vmovq  xmm12,QWORD PTR [rsp]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x8]
vmovq  xmm13,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r11+0x180],zmm10
cmp    r15,0x3
jne    13283b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x162b>
jmp    132970 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1760>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0x80]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm11,zmm11,zmm0
vpmuludq zmm10,zmm10,zmm0
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r11+0x180],zmm10
cmp    r15,0x3
je     132970 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1760>
cmp    QWORD PTR [rsp+0x60],0x0
je     13291d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x170d>
mov    r15,QWORD PTR [rsp+0x50]
mov    rax,r15
mul    QWORD PTR [r11+0xf8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xf0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xe8]
mov    QWORD PTR [rsp],rdx
mov    rax,r15
mul    QWORD PTR [r11+0xe0]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r11+0xd8]
mov    r12,rdx
mov    rax,r15
mul    QWORD PTR [r11+0xd0]
mov    r13,rdx
mov    rax,r15
mul    QWORD PTR [r11+0xc8]
mov    rbp,rdx
mov    rax,r15
mov    r15,QWORD PTR [rsp+0x18]
mul    QWORD PTR [r11+0xc0]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,r13
mov    r13,QWORD PTR [rsp+0x30]
vmovq  xmm12,r12
mov    r12,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,rcx
vmovq  xmm12,QWORD PTR [rsp]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x8]
vmovq  xmm13,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    13294b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x173b>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0xc0]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm11,zmm11,zmm0
vpmuludq zmm10,zmm10,zmm0
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r11+0x1c0],zmm10
cmp    r15,0x4
jne    132c19 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a09>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm10,ZMMWORD PTR [r11]
vpmovqd ymm10,zmm10
vpmulld ymm10,ymm10,ymm1
vpsrld ymm10,ymm10,0x16
vmovdqu YMMWORD PTR [r11+0x200],ymm10
cmp    r15,0x1
je     132a10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1800>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0x40]
vpmovqd ymm10,zmm10
vpmulld ymm10,ymm10,ymm1
vpsrld ymm10,ymm10,0x16
vmovdqu YMMWORD PTR [r11+0x220],ymm10
cmp    r15,0x2
je     132a10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1800>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0x80]
vpmovqd ymm10,zmm10
vpmulld ymm10,ymm10,ymm1
vpsrld ymm10,ymm10,0x16
vmovdqu YMMWORD PTR [r11+0x240],ymm10
cmp    r15,0x3
je     132a10 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1800>
vmovdqu64 zmm10,ZMMWORD PTR [r11+0xc0]
vpmovqd ymm10,zmm10
vpmulld ymm10,ymm10,ymm1
vpsrld ymm10,ymm10,0x16
vmovdqu YMMWORD PTR [r11+0x260],ymm10
cmp    r15,0x4
jne    132c3a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a2a>
nop
cmp    BYTE PTR [rsp+0x5c],0x0
je     132ad0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c0>
lea    rcx,[r14*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r11+0x100]
test   dl,0x38
je     132a61 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1851>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r11+0x100]
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r15,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r15*1]
dec    rdx
jne    132a50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1840>
cmp    rcx,0x38
jb     132ad0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c0>
lea    rcx,[r11+0x100]
lea    rcx,[rcx+r14*8]
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,rcx
jne    132a80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r8,rdi
jb     132bc0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>
cmp    r8,QWORD PTR [rsp+0x40]
ja     132bc0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>
add    rdi,QWORD PTR [rsp+0x48]
cmp    rbx,0x20
jne    132b50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1940>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r9+rax*8+0x100]
mov    edx,DWORD PTR [r9+rax*4+0x200]
vmovdqa64 zmm10,ZMMWORD PTR [rsi+rcx*1]
vpmulld zmm11,zmm3,DWORD BCST [r9+rax*8]
vpsrld zmm11,zmm11,0x1b
vpsrlvd zmm10,zmm10,zmm11
vptestnmd k0,zmm10,zmm4
kmovw  ecx,k0
test   WORD PTR [r10+rdx*2],cx
sete   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rax,0x20
jne    132b00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18f0>
jmp    132020 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe10>
nop    DWORD PTR [rax+0x0]
test   rbx,rbx
je     132020 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe10>
xor    eax,eax
nop    DWORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r9+rax*8+0x100]
mov    edx,DWORD PTR [r9+rax*4+0x200]
vmovdqa64 zmm10,ZMMWORD PTR [rsi+rcx*1]
vpmulld zmm11,zmm3,DWORD BCST [r9+rax*8]
vpsrld zmm11,zmm11,0x1b
vpsrlvd zmm10,zmm10,zmm11
vptestnmd k0,zmm10,zmm4
kmovw  ecx,k0
test   WORD PTR [r10+rdx*2],cx
sete   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rbx,rax
jne    132b60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1950>
jmp    132020 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe10>
add    rsp,0x578
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xd55c1]        # 208188 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0xe50>
mov    rsi,r8
mov    rdx,QWORD PTR [rsp+0x40]
vzeroupper
call   QWORD PTR [rip+0xd8298]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xd4cc9]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rdi,r8
mov    rsi,rax
mov    rdx,r13
vzeroupper
call   QWORD PTR [rip+0xd827f]        # 20ae70 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff05504]        # 38100 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11e08>
lea    r9,[rip+0xd4c8d]        # 207890 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x558>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xd84df]        # 20b0f8 <_DYNAMIC+0x5b8>
shl    r15,0x3
lea    rcx,[rip+0xd4c54]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r15
vzeroupper
call   QWORD PTR [rip+0xd8236]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xd4c37]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xd8217]        # 20ae70 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
