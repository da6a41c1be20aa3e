00000000000d8200 <linebloom::bench::measure::{{closure}}>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x278
mov    rbx,rdi
mov    edi,0x1
call   1052e0 <<std::sys::pal::unix::time::Timespec>::now>
mov    r12,rax
mov    r13d,edx
mov    rax,QWORD PTR [rbx]
cmp    BYTE PTR [rax],0x0
je     d8293 <linebloom::bench::measure::{{closure}}+0x93>
mov    rax,QWORD PTR [rbx+0x8]
mov    rsi,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [rsi]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rcx,[rsp+0x78]
mov    rcx,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x30],rcx
mov    r14,QWORD PTR [rsp+0x80]
mov    rdi,QWORD PTR [rbx+0x18]
mov    rcx,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp+0x70],rcx
mov    rcx,QWORD PTR [rdi+0x10]
cmp    DWORD PTR [rax],0x1
mov    DWORD PTR [rsp+0xc],r13d
jne    d83c8 <linebloom::bench::measure::{{closure}}+0x1c8>
mov    r15,QWORD PTR [rax+0x8]
mov    rdx,QWORD PTR [rax+0x20]
cmp    r15,rdx
ja     d8814 <linebloom::bench::measure::{{closure}}+0x614>
add    r15,QWORD PTR [rax+0x18]
mov    edx,0x10
jmp    d83d1 <linebloom::bench::measure::{{closure}}+0x1d1>
mov    r14,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [r14]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x80]
mov    QWORD PTR [rsp+0x30],rax
test   rax,rax
je     d866e <linebloom::bench::measure::{{closure}}+0x46e>
mov    DWORD PTR [rsp+0xc],r13d
mov    QWORD PTR [rsp+0x10],r12
mov    QWORD PTR [rsp+0x18],r14
mov    r15,QWORD PTR [rbx+0x8]
mov    r14d,DWORD PTR [r15+0x40]
dec    r14
cmp    r14,0xf
ja     d884f <linebloom::bench::measure::{{closure}}+0x64f>
mov    rax,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x28],rax
mov    rax,QWORD PTR [r15+0x28]
mov    QWORD PTR [rsp+0x20],rax
mov    rax,QWORD PTR [r15+0x30]
mov    ecx,eax
bswap  ecx
shl    rcx,0x20
xor    rcx,rax
movabs r12,0xc73ab174c5ecd5a2
shl    r14,0xb
add    r14,QWORD PTR [rip+0x55ba0]        # 12deb8 <_DYNAMIC+0xac0>
sub    r12,rcx
movabs r13,0x9fb21c651e98df25
xor    ebx,ebx
xor    ebp,ebp
jmp    d839a <linebloom::bench::measure::{{closure}}+0x19a>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [r15+0x10]
mov    ecx,0x18
rol    rax,0x20
xor    rax,r12
mov    rsi,rax
rol    rsi,0x18
mov    rdi,rax
rol    rdi,0x31
mov    rcx,QWORD PTR [r15+rcx*1]
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r13
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r13
mov    r8,rax
shr    r8,0x1c
xor    r8,rax
mov    rdi,r14
mov    rsi,rcx
mov    rax,QWORD PTR [rsp+0x20]
call   QWORD PTR [rax+0x8]
movzx  eax,al
add    rbx,rax
inc    rbp
cmp    QWORD PTR [rsp+0x30],rbp
je     d865a <linebloom::bench::measure::{{closure}}+0x45a>
mov    rax,QWORD PTR [rsp+0x28]
mov    rax,QWORD PTR [rax+rbp*8]
cmp    DWORD PTR [r15],0x1
jne    d8330 <linebloom::bench::measure::{{closure}}+0x130>
mov    rdx,QWORD PTR [r15+0x8]
mov    rsi,QWORD PTR [r15+0x20]
cmp    rdx,rsi
ja     d87cb <linebloom::bench::measure::{{closure}}+0x5cb>
add    rdx,QWORD PTR [r15+0x18]
mov    ecx,0x10
jmp    d8339 <linebloom::bench::measure::{{closure}}+0x139>
mov    r15,QWORD PTR [rax+0x10]
mov    edx,0x18
mov    r13,QWORD PTR [rax+rdx*1]
mov    edx,DWORD PTR [rax+0x40]
mov    r8,QWORD PTR [rax+0x28]
mov    QWORD PTR [rsp+0x68],r8
mov    rbx,QWORD PTR [rax+0x30]
mov    QWORD PTR [rsp+0x38],r14
mov    QWORD PTR [rsp+0x48],rcx
cmp    r14,rcx
jne    d87de <linebloom::bench::measure::{{closure}}+0x5de>
mov    QWORD PTR [rsp+0x58],rdi
mov    QWORD PTR [rsp+0x10],r12
mov    QWORD PTR [rsp+0x18],rsi
dec    rdx
mov    r12,rdx
cmp    rdx,0xf
ja     d883a <linebloom::bench::measure::{{closure}}+0x63a>
lea    rdi,[rsp+0x78]
mov    edx,0x200
xor    esi,esi
call   QWORD PTR [rip+0x551f7]        # 12d620 <memset@GLIBC_2.2.5>
cmp    r14,0x20
mov    r9d,0x20
cmovb  r9,r14
test   r14,r14
je     d8658 <linebloom::bench::measure::{{closure}}+0x458>
mov    r8,r12
shl    r8,0xb
add    r8,QWORD PTR [rip+0x55a6a]        # 12deb8 <_DYNAMIC+0xac0>
lea    ecx,[r9*8+0x0]
movabs r12,0x9fb21c651e98df25
mov    eax,ebx
bswap  eax
shl    rax,0x20
xor    rax,rbx
movabs rbx,0xc73ab174c5ecd5a2
sub    rbx,rax
xor    edx,edx
nop    WORD PTR [rax+rax*1+0x0]
cmp    r14,rdx
je     d8827 <linebloom::bench::measure::{{closure}}+0x627>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rdx*8]
rol    rax,0x20
xor    rax,rbx
mov    rsi,rax
rol    rsi,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r12
mov    rsi,rdi
shr    rsi,0x23
add    rsi,0x8
xor    rsi,rdi
imul   rsi,r12
mov    rax,rsi
shr    rax,0x1c
xor    rax,rsi
mov    QWORD PTR [rsp+rdx*8+0x78],rax
lea    rsi,[rdx+0x1]
mul    r13
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,rsi
add    rcx,0xfffffffffffffff8
jne    d8480 <linebloom::bench::measure::{{closure}}+0x280>
mov    QWORD PTR [rsp+0x60],r8
xor    r10d,r10d
xor    ecx,ecx
xor    eax,eax
nop    WORD PTR [rax+rax*1+0x0]
xor    rax,0x1
mov    QWORD PTR [rsp+0x28],rax
lea    rdx,[r9+r10*1]
mov    rsi,r14
sub    rsi,rdx
cmp    rsi,0x20
mov    eax,0x20
cmovae rsi,rax
mov    QWORD PTR [rsp+0x20],rsi
mov    rbp,rdx
cmp    r14,rdx
je     d85cc <linebloom::bench::measure::{{closure}}+0x3cc>
mov    rax,QWORD PTR [rsp+0x28]
shl    rax,0x8
mov    rdx,QWORD PTR [rsp+0x20]
lea    esi,[rdx*8+0x0]
lea    rdx,[rsp+rax*1]
add    rdx,0x78
mov    rdi,rbp
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rdi,r14
jae    d8804 <linebloom::bench::measure::{{closure}}+0x604>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rdi*8]
rol    rax,0x20
xor    rax,rbx
mov    r8,rax
rol    r8,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,r8
xor    r11,rax
imul   r11,r12
mov    r8,r11
shr    r8,0x23
add    r8,0x8
xor    r8,r11
imul   r8,r12
mov    rax,r8
shr    rax,0x1c
xor    rax,r8
mov    QWORD PTR [rdx],rax
lea    r8,[rdx+0x8]
mul    r13
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
inc    rdi
mov    rdx,r8
add    rsi,0xfffffffffffffff8
jne    d8560 <linebloom::bench::measure::{{closure}}+0x360>
cmp    rbp,r10
jb     d87b5 <linebloom::bench::measure::{{closure}}+0x5b5>
cmp    r14,rbp
jb     d87b5 <linebloom::bench::measure::{{closure}}+0x5b5>
shl    rcx,0x8
lea    r8,[rsp+rcx*1]
add    r8,0x78
add    r10,QWORD PTR [rsp+0x70]
mov    rdi,QWORD PTR [rsp+0x60]
mov    rsi,r13
mov    rdx,r15
mov    rcx,r13
push   r9
push   r10
mov    rax,QWORD PTR [rsp+0x78]
call   QWORD PTR [rax+0x18]
add    rsp,0x10
mov    r10,rbp
mov    r9,QWORD PTR [rsp+0x20]
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,rax
cmp    r14,rbp
jne    d8500 <linebloom::bench::measure::{{closure}}+0x300>
mov    rax,QWORD PTR [rsp+0x58]
mov    rdx,QWORD PTR [rax+0x10]
test   rdx,rdx
je     d8658 <linebloom::bench::measure::{{closure}}+0x458>
mov    rax,QWORD PTR [rax+0x8]
mov    ecx,edx
and    ecx,0x7
cmp    rdx,0x8
mov    r14,QWORD PTR [rsp+0x18]
mov    r12,QWORD PTR [rsp+0x10]
mov    r13d,DWORD PTR [rsp+0xc]
jae    d8675 <linebloom::bench::measure::{{closure}}+0x475>
xor    esi,esi
xor    ebx,ebx
jmp    d86d1 <linebloom::bench::measure::{{closure}}+0x4d1>
xor    ebx,ebx
mov    r14,QWORD PTR [rsp+0x18]
mov    r12,QWORD PTR [rsp+0x10]
mov    r13d,DWORD PTR [rsp+0xc]
jmp    d86ef <linebloom::bench::measure::{{closure}}+0x4ef>
xor    ebx,ebx
jmp    d86ef <linebloom::bench::measure::{{closure}}+0x4ef>
and    rdx,0xfffffffffffffff8
xor    esi,esi
xor    ebx,ebx
nop    DWORD PTR [rax]
movzx  edi,BYTE PTR [rax+rsi*1]
add    rdi,rbx
movzx  r8d,BYTE PTR [rax+rsi*1+0x1]
movzx  r9d,BYTE PTR [rax+rsi*1+0x2]
add    r9,r8
add    r9,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x3]
movzx  r8d,BYTE PTR [rax+rsi*1+0x4]
add    r8,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x5]
add    rdi,r8
add    rdi,r9
movzx  r8d,BYTE PTR [rax+rsi*1+0x6]
movzx  ebx,BYTE PTR [rax+rsi*1+0x7]
add    rbx,r8
add    rbx,rdi
add    rsi,0x8
cmp    rdx,rsi
jne    d8680 <linebloom::bench::measure::{{closure}}+0x480>
test   rcx,rcx
je     d86ef <linebloom::bench::measure::{{closure}}+0x4ef>
add    rax,rsi
xor    edx,edx
cs nop WORD PTR [rax+rax*1+0x0]
movzx  esi,BYTE PTR [rax+rdx*1]
add    rbx,rsi
inc    rdx
cmp    rcx,rdx
jne    d86e0 <linebloom::bench::measure::{{closure}}+0x4e0>
mov    edi,0x1
call   1052e0 <<std::sys::pal::unix::time::Timespec>::now>
mov    QWORD PTR [rsp+0x38],rax
mov    DWORD PTR [rsp+0x40],edx
mov    QWORD PTR [rsp+0x48],r12
mov    DWORD PTR [rsp+0x50],r13d
lea    rdi,[rsp+0x78]
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
call   105210 <<std::sys::pal::unix::time::Timespec>::sub_timespec>
cmp    BYTE PTR [rsp+0x78],0x0
movsd  xmm2,QWORD PTR [rip+0xfffffffffff35383]        # dab0 <anon.58baeeae7d5fe476157d296c9f08f803.346.llvm.5844774155465566772+0xa0>
movapd xmm1,XMMWORD PTR [rip+0xfffffffffff3520b]        # d940 <anon.eb89d4395b0ead844ef0b45b8b54da85.151.llvm.3643936799275306673+0xfd>
xorpd  xmm0,xmm0
jne    d8777 <linebloom::bench::measure::{{closure}}+0x577>
movsd  xmm3,QWORD PTR [rsp+0x80]
xorps  xmm0,xmm0
cvtsi2sd xmm0,DWORD PTR [rsp+0x88]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm4,xmm3
unpckhpd xmm4,xmm3
addsd  xmm4,xmm3
movsd  xmm3,QWORD PTR [rip+0xfffffffffff36aad]        # f218 <anon.139b87fa81e6281425927458b126f548.180.llvm.6308449897743187825+0x48>
divsd  xmm0,xmm3
addsd  xmm0,xmm4
mulsd  xmm0,xmm3
movsd  xmm3,QWORD PTR [r14+0x8]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm1,xmm3
unpckhpd xmm1,xmm3
addsd  xmm1,xmm3
divsd  xmm0,xmm1
mov    QWORD PTR [rsp+0x78],rbx
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x78]
add    rsp,0x278
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
ret
lea    rcx,[rip+0x52894]        # 12b050 <linebloom::probe::x86_64::avx512::entry::OPS+0xdb0>
mov    rdi,r10
mov    rsi,rbp
mov    rdx,r14
call   QWORD PTR [rip+0x54f5d]        # 12d728 <_DYNAMIC+0x330>
lea    rcx,[rip+0x519f6]        # 12a1c8 <anon.837e908666bdc55bfeaac34817a8f65b.96.llvm.6138445735276323255>
mov    rdi,rdx
mov    rdx,rsi
call   QWORD PTR [rip+0x54f4a]        # 12d728 <_DYNAMIC+0x330>
lea    rcx,[rip+0xfffffffffff47d25]        # 2050a <linebloom::layout::block::SALTS+0x1d9a>
lea    r9,[rip+0x5287c]        # 12b068 <linebloom::probe::x86_64::avx512::entry::OPS+0xdc8>
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
mov    r8d,0x5b
xor    edi,edi
call   QWORD PTR [rip+0x551ac]        # 12d9b0 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0x5288d]        # 12b098 <linebloom::probe::x86_64::avx512::entry::OPS+0xdf8>
mov    rsi,r14
call   QWORD PTR [rip+0x54e34]        # 12d648 <_DYNAMIC+0x250>
lea    rcx,[rip+0x519ad]        # 12a1c8 <anon.837e908666bdc55bfeaac34817a8f65b.96.llvm.6138445735276323255>
mov    rdi,r15
mov    rsi,rdx
call   QWORD PTR [rip+0x54f01]        # 12d728 <_DYNAMIC+0x330>
lea    rdx,[rip+0x5286a]        # 12b098 <linebloom::probe::x86_64::avx512::entry::OPS+0xdf8>
mov    rdi,r14
mov    rsi,r14
call   QWORD PTR [rip+0x54e0e]        # 12d648 <_DYNAMIC+0x250>
lea    rdx,[rip+0x5283f]        # 12b080 <linebloom::probe::x86_64::avx512::entry::OPS+0xde0>
mov    esi,0x10
mov    rdi,r12
call   QWORD PTR [rip+0x54df9]        # 12d648 <_DYNAMIC+0x250>
mov    rdi,r15
call   QWORD PTR [rip+0x555a8]        # 12de00 <_DYNAMIC+0xa08>
lea    rdx,[rip+0x52821]        # 12b080 <linebloom::probe::x86_64::avx512::entry::OPS+0xde0>
mov    esi,0x10
mov    rdi,r14
call   QWORD PTR [rip+0x54ddb]        # 12d648 <_DYNAMIC+0x250>
int3
int3
int3
