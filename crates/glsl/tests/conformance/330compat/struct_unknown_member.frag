// expect: fail -- GLSL 3.30 (compatibility) section 5.7: selecting a member that does not exist is an error
#version 330 compatibility
struct S { float a; };
void main() {
    S x = S(1.0); float b = x.b;
}
