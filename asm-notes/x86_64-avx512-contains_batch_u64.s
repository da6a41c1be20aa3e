00000000000ee820 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x638
mov    DWORD PTR [rsp+0x34],r9d
mov    QWORD PTR [rsp+0x68],rdx
mov    QWORD PTR [rsp+0x48],rdi
cmp    rdx,QWORD PTR [rdi+0x8]
jne    f0081 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1861>
mov    QWORD PTR [rsp+0x20],rdx
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x270],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x570],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x530],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x470],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x430],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3b0],zmm0
mov    r10,QWORD PTR [rcx+0x8]
cmp    r10,0x20
mov    r9d,0x20
cmovb  r9,r10
test   r10,r10
je     eff5f <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x173f>
mov    r12,r8
mov    r15,rsi
mov    r14,QWORD PTR [rcx]
mov    rsi,r9
shr    rsi,0x3
mov    eax,r9d
and    eax,0x38
test   rsi,rsi
je     eec5d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43d>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r14],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff21e2c]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff21c75]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff21b95]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff21c02],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
cmp    rsi,0x1
je     eec5d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43d>
vprolq zmm3,ZMMWORD PTR [r14+0x40],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff21adc]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff21b49],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
cmp    rsi,0x2
je     eec5d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43d>
vprolq zmm3,ZMMWORD PTR [r14+0x80],0x20
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
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff21a23]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff21a90],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
cmp    rsi,0x3
je     eec5d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x43d>
vprolq zmm3,ZMMWORD PTR [r14+0xc0],0x20
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
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff2196a]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xfffffffffff219d7],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
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
cmp    rax,r9
mov    rbx,QWORD PTR [rsp+0x20]
je     eedec <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5cc>
mov    rdi,rax
or     rdi,0x1
cmp    r9,rdi
cmova  rdi,r9
mov    r13,QWORD PTR [rcx+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x8
jae    eec9b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x47b>
mov    rdx,rax
movabs r11,0x9fb21c651e98df25
jmp    eeda0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
and    edi,0x7
sub    rdx,rdi
add    rdx,rax
vpbroadcastq zmm0,r13
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff21b14]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff2199a]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff218b0]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+rax*1+0x0]
vprolq zmm4,ZMMWORD PTR [r14+rax*8],0x20
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
jne    eecd0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b0>
test   rdi,rdi
movabs r11,0x9fb21c651e98df25
je     eedec <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5cc>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r14+rdx*8]
rol    rax,0x20
xor    rax,r13
mov    rdi,rax
rol    rdi,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rdi
xor    r8,rax
imul   r8,r11
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r11
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x70],rdi
inc    rdx
cmp    rdx,r9
jb     eeda0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,rbx
shr    rax,0x20
mov    QWORD PTR [rsp+0x38],rax
mov    eax,ebx
vpbroadcastq zmm5,rax
mov    QWORD PTR [rsp+0x28],r10
je     ef06d <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x84d>
mov    QWORD PTR [rsp+0x18],rcx
mov    rax,rbx
mul    QWORD PTR [rsp+0x70]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x78]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x80]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x88]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x90]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa0]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa8]
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vmovq  xmm1,rdx
vmovq  xmm2,r8
vpunpcklqdq xmm1,xmm2,xmm1
vmovq  xmm2,rdi
vmovq  xmm3,rbp
vpunpcklqdq xmm2,xmm3,xmm2
vinserti128 ymm1,ymm2,xmm1,0x1
vmovq  xmm2,r13
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm3,xmm2
vmovq  xmm3,r10
vmovq  xmm4,rcx
vpunpcklqdq xmm3,xmm4,xmm3
vinserti128 ymm2,ymm3,xmm2,0x1
vinserti64x4 zmm1,zmm2,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     ef05e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x83e>
mov    rax,rbx
mul    QWORD PTR [rsp+0xb0]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xb8]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xc0]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xc8]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd0]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd8]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe0]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x1b0],rcx
mov    QWORD PTR [rsp+0x1b8],rdi
mov    QWORD PTR [rsp+0x1c0],r8
mov    QWORD PTR [rsp+0x1c8],r10
mov    QWORD PTR [rsp+0x1d0],r11
mov    QWORD PTR [rsp+0x1d8],r13
mov    QWORD PTR [rsp+0x1e0],rbp
mov    QWORD PTR [rsp+0x1e8],rdx
cmp    rsi,0x2
je     ef05e <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x83e>
mov    rax,rbx
mul    QWORD PTR [rsp+0xf0]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xf8]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x100]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x108]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x110]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x118]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x120]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x1f0],rcx
mov    QWORD PTR [rsp+0x1f8],rdi
mov    QWORD PTR [rsp+0x200],r8
mov    QWORD PTR [rsp+0x208],r10
mov    QWORD PTR [rsp+0x210],r11
mov    QWORD PTR [rsp+0x218],r13
mov    QWORD PTR [rsp+0x220],rbp
mov    QWORD PTR [rsp+0x228],rdx
cmp    rsi,0x3
jne    eff74 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1754>
mov    r10,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x18]
jmp    ef185 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x965>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm2,zmm0,zmm5
vpsrlq zmm2,zmm2,0x20
vpaddq zmm1,zmm2,zmm1
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     ef185 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x965>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm1
cmp    rsi,0x2
je     ef185 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x965>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm1
cmp    rsi,0x3
je     ef185 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x965>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm1
cmp    rsi,0x4
jne    f0035 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1815>
vpmovqd ymm0,zmm0
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff21378]        # 1050c <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x4>
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    rsi,0x1
je     ef225 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa05>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
cmp    rsi,0x2
je     ef225 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa05>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
cmp    rsi,0x3
je     ef225 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa05>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
cmp    BYTE PTR [rsp+0x34],0x0
je     ef2f0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xad0>
lea    r8,[rsp+0x170]
lea    rdx,[r9*8-0x8]
mov    esi,edx
not    esi
mov    rax,r8
test   sil,0x38
je     ef275 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa55>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,r8
nop    WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    ef260 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa40>
cmp    rdx,0x38
jb     ef2f0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xad0>
lea    rsi,[r8+r9*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rsi
jne    ef280 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa60>
mov    QWORD PTR [rsp+0x50],r14
mov    r11,QWORD PTR [rcx+0x10]
vpbroadcastq zmm6,r11
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff42d37]        # 32040 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109ec>
mov    rax,QWORD PTR [r12]
mov    QWORD PTR [rsp+0x58],rax
mov    rax,QWORD PTR [r12+0x8]
mov    QWORD PTR [rsp+0x18],rax
lea    rbx,[rsp+0x3b0]
lea    rax,[rsp+0x70]
xor    edi,edi
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff211db]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
mov    ebp,0x3ff
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff21484]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff2130a]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm10,QWORD PTR [rip+0xfffffffffff21220]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x60],r11
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm5
vmovdqu YMMWORD PTR [rsp+0x310],ymm4
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm6
nop    DWORD PTR [rax+0x0]
mov    r14,rax
lea    r8,[r9+rdi*1]
mov    r13,r10
sub    r13,r8
cmp    r13,0x20
mov    eax,0x20
cmovae r13,rax
cmp    r10,r8
je     efde0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c0>
mov    rsi,r13
add    rsi,r8
jb     f006b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x184b>
cmp    rsi,r10
ja     f006b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x184b>
mov    rax,QWORD PTR [rsp+0x50]
lea    rax,[rax+r8*8]
mov    r12,r13
shr    r12,0x3
je     ef6b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff21221]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff211b2],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx],zmm0
cmp    r12,0x1
je     ef6b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff21167]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff210f8],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0x40],zmm0
cmp    r12,0x2
je     ef6b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff210ac]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff2103d],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0x80],zmm0
cmp    r12,0x3
je     ef6b0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe90>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpbroadcastq zmm11,QWORD PTR [rip+0xfffffffffff20ff1]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm1,zmm1,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm2,zmm0,0x23
vpaddq zmm2,zmm2,zmm10
vpternlogq zmm2,zmm1,QWORD BCST [rip+0xfffffffffff20f82],0x78        # 105f0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm1,zmm2,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm11
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm11
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0xc0],zmm0
xchg   ax,ax
mov    edx,r13d
and    edx,0x38
cmp    rdx,r13
movabs rsi,0x9fb21c651e98df25
je     ef80b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfeb>
mov    r8,rdx
or     r8,0x1
cmp    r13,r8
cmova  r8,r13
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x8
jae    ef6eb <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xecb>
mov    rcx,rdx
jmp    ef7c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfa0>
mov    r10d,r8d
and    r10d,0x7
sub    rcx,r10
add    rcx,rdx
and    r8,0xfffffffffffffff8
nop    DWORD PTR [rax+0x0]
vprolq zmm0,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmuludq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm2,0x20
vpmuludq zmm1,zmm1,zmm9
vpaddq zmm0,zmm0,zmm1
vpsllq zmm0,zmm0,0x20
vpmuludq zmm1,zmm2,zmm9
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm10
vpxorq zmm1,zmm1,zmm0
vpmuludq zmm2,zmm1,zmm9
vpmuludq zmm1,zmm1,zmm3
vpsrlq zmm0,zmm0,0x20
vpmuludq zmm0,zmm0,zmm9
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpaddq zmm0,zmm2,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+rdx*8],zmm0
add    rdx,0x8
cmp    r8,rdx
jne    ef700 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xee0>
test   r10,r10
je     ef80b <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfeb>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r11
mov    r8,rdx
rol    r8,0x31
mov    r10,rdx
rol    r10,0x18
xor    r10,r8
xor    r10,rdx
imul   r10,rsi
mov    rdx,r10
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r10
imul   rdx,rsi
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [rbx+rcx*8],r8
inc    rcx
cmp    rcx,r13
jb     ef7c0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfa0>
mov    eax,r13d
and    eax,0x7
cmp    rax,0x1
sbb    r12,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x38],0x0
je     ef8d0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x10b0>
mov    r10,QWORD PTR [rsp+0x20]
mov    rax,r10
mul    QWORD PTR [rbx+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x28]
mov    QWORD PTR [rsp],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x20]
mov    r11,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x18]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x10]
mov    r8,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x8]
mov    rsi,r12
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rbx]
vmovq  xmm0,rdx
vmovq  xmm1,r12
mov    r12,rsi
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    ef8fd <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x10dd>
vmovdqu64 zmm0,ZMMWORD PTR [rbx]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
lea    r10,[rbx+0x100]
vmovdqu64 ZMMWORD PTR [r10],zmm0
cmp    r12,0x1
lea    r8,[r9+rdi*1]
je     efc80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1460>
cmp    QWORD PTR [rsp+0x38],0x0
je     ef9eb <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11cb>
mov    rsi,QWORD PTR [rsp+0x20]
mov    rax,rsi
mul    QWORD PTR [rbx+0x78]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x70]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x68]
mov    QWORD PTR [rsp],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x60]
mov    r11,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x58]
mov    rcx,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x50]
mov    r10,r12
mov    r12,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x48]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x40]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
mov    r12,r10
lea    r10,[rbx+0x100]
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rbx+0x140],zmm0
cmp    r12,0x2
jne    efa2a <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x120a>
jmp    efc80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1460>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x40]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x140],zmm0
cmp    r12,0x2
je     efc80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1460>
cmp    QWORD PTR [rsp+0x38],0x0
je     efb17 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f7>
mov    rsi,QWORD PTR [rsp+0x20]
mov    rax,rsi
mul    QWORD PTR [rbx+0xb8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xb0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xa8]
mov    QWORD PTR [rsp],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xa0]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x98]
mov    rcx,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x90]
mov    r11,r10
mov    r10,r12
mov    r12,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x88]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0x80]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
mov    r12,r10
mov    r10,r11
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x40]
vmovq  xmm2,QWORD PTR [rsp]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rbx+0x180],zmm0
cmp    r12,0x3
jne    efb56 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1336>
jmp    efc80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1460>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x80]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x180],zmm0
cmp    r12,0x3
je     efc80 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1460>
cmp    QWORD PTR [rsp+0x38],0x0
je     efc33 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1413>
mov    rsi,QWORD PTR [rsp+0x20]
mov    rax,rsi
mul    QWORD PTR [rbx+0xf8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xf0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xe8]
mov    QWORD PTR [rsp],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xe0]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xd8]
mov    rcx,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xd0]
mov    r11,r10
mov    r10,r12
mov    r12,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xc8]
mov    r8,rdx
mov    rax,rsi
mul    QWORD PTR [rbx+0xc0]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
mov    r12,r10
mov    r10,r11
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,QWORD PTR [rsp+0x40]
vmovq  xmm2,QWORD PTR [rsp]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x8]
vmovq  xmm3,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    efc61 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1441>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0xc0]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x1c0],zmm0
cmp    r12,0x4
jne    f00ab <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x188b>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [rbx]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x200],ymm0
cmp    r12,0x1
je     efd20 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1500>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x220],ymm0
cmp    r12,0x2
je     efd20 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1500>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x80]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x240],ymm0
cmp    r12,0x3
je     efd20 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1500>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0xc0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x260],ymm0
cmp    r12,0x4
jne    f00cc <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18ac>
nop    WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x34],0x0
je     efde0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c0>
lea    rcx,[r13*8-0x8]
mov    edx,ecx
not    edx
mov    rax,r10
test   dl,0x38
je     efd65 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1545>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
mov    rax,r10
nop    DWORD PTR [rax+0x0]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
dec    rdx
jne    efd50 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1530>
cmp    rcx,0x38
jb     efde0 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c0>
lea    rcx,[r10+r13*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    efd70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>
mov    rax,QWORD PTR [rsp+0x48]
mov    rax,QWORD PTR [rax]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm0
cmp    r9,0x20
jne    efe60 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1640>
xor    ecx,ecx
nop    DWORD PTR [rax]
mov    rdx,QWORD PTR [r14+rcx*8+0x100]
shl    rdx,0x6
mov    esi,DWORD PTR [r14+rcx*4+0x200]
and    esi,ebp
vmovdqa64 zmm0,ZMMWORD PTR [r15+rdx*1]
vpmulld zmm1,zmm7,DWORD BCST [r14+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  edx,k0
test   WORD PTR [rax+rsi*2],dx
sete   BYTE PTR [rsp+rcx*1+0x2f0]
inc    rcx
cmp    rcx,0x20
jne    efe00 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15e0>
jmp    efebf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x169f>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   r9,r9
je     efebf <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x169f>
xor    ecx,ecx
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [r14+rcx*8+0x100]
shl    rdx,0x6
mov    esi,DWORD PTR [r14+rcx*4+0x200]
and    esi,ebp
vmovdqa64 zmm0,ZMMWORD PTR [r15+rdx*1]
vpmulld zmm1,zmm7,DWORD BCST [r14+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  edx,k0
test   WORD PTR [rax+rsi*2],dx
sete   BYTE PTR [rsp+rcx*1+0x2f0]
inc    rcx
cmp    r9,rcx
jne    efe70 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1650>
cmp    r8,rdi
jb     f0053 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1833>
cmp    r8,QWORD PTR [rsp+0x18]
ja     f0053 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1833>
add    rdi,QWORD PTR [rsp+0x58]
lea    rsi,[rsp+0x2f0]
mov    rdx,r9
mov    r12,r8
vzeroupper
call   QWORD PTR [rip+0xbd6b9]        # 1ad5a8 <memcpy@GLIBC_2.14>
vpbroadcastq zmm10,QWORD PTR [rip+0xfffffffffff2067f]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff20755]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff208bb]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff205f9]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff4211f]        # 32040 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109ec>
vmovdqu64 zmm6,ZMMWORD PTR [rsp+0x330]
mov    r11,QWORD PTR [rsp+0x60]
vmovdqu ymm4,YMMWORD PTR [rsp+0x310]
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0x370]
mov    r10,QWORD PTR [rsp+0x28]
mov    rax,rbx
mov    rbx,r14
mov    rdi,r12
mov    r9,r13
cmp    r10,r12
jne    ef380 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb60>
add    rsp,0x638
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    rax,rbx
mul    QWORD PTR [rsp+0x130]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x138]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x140]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x148]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x150]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x158]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x160]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x168]
mov    QWORD PTR [rsp+0x230],rcx
mov    QWORD PTR [rsp+0x238],rdi
mov    QWORD PTR [rsp+0x240],r8
mov    QWORD PTR [rsp+0x248],r10
mov    QWORD PTR [rsp+0x250],r11
mov    QWORD PTR [rsp+0x258],r13
mov    QWORD PTR [rsp+0x260],rbp
mov    QWORD PTR [rsp+0x268],rdx
cmp    rsi,0x4
mov    r10,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x18]
je     ef185 <linebloom::probe::x86_64::avx512::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x965>
shl    rsi,0x3
lea    rcx,[rip+0xba178]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xbd66d]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xbacde]        # 1aad38 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x1058>
mov    rsi,r8
mov    rdx,QWORD PTR [rsp+0x18]
vzeroupper
call   QWORD PTR [rip+0xbd655]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xba196]        # 1aa208 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x528>
mov    rdi,r8
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0xbd63f]        # 1ad6c0 <_DYNAMIC+0x330>
mov    rdx,QWORD PTR [rsp+0x48]
add    rdx,0x8
lea    rcx,[rip+0xfffffffffff423af]        # 32440 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dec>
lea    r9,[rip+0xba138]        # 1aa1d0 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4f0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
xor    edi,edi
call   QWORD PTR [rip+0xbd89d]        # 1ad948 <_DYNAMIC+0x5b8>
shl    r12,0x3
lea    rcx,[rip+0xba102]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r12
vzeroupper
call   QWORD PTR [rip+0xbd5f4]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xba0e5]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xbd5d5]        # 1ad6c0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
