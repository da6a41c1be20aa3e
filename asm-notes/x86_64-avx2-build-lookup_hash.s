000000000003b6d0 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rax,rdi
mov    rdx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rax+0x8]
mov    ecx,DWORD PTR [rax+0x28]
cmp    BYTE PTR [rdx+0x58],0x1
jne    3b755 <lookup_hash+0x85>
cmp    BYTE PTR [rax+0x2c],0x1
jne    3b763 <lookup_hash+0x93>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    3b7eb <lookup_hash+0x11b>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffcadd0]        # 6500 <__abi_tag+0x6204>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffcaee5]        # 6628 <__abi_tag+0x632c>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rcx
mov    rax,QWORD PTR [rdx+0x10]
mov    rdx,r8
pop    r8
jmp    rax
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    3b7fb <lookup_hash+0x12b>
dec    ecx
and    ecx,0xf
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x4d814]        # 88fa0 <_DYNAMIC+0x300>
shr    eax,0x16
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffcad7e]        # 6520 <__abi_tag+0x6224>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffcad28]        # 64e0 <__abi_tag+0x61e4>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
pop    rcx
vzeroupper
ret
lea    rdx,[rip+0x4adc6]        # 865b8 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rax
call   QWORD PTR [rip+0x4d765]        # 88f60 <_DYNAMIC+0x2c0>
lea    rax,[rip+0x4ad9e]        # 865a0 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4d752]        # 88f60 <_DYNAMIC+0x2c0>
