// expect: fail -- GLSL 1.50 (compatibility) section 4.2: a name declared in a block is out of scope after it
#version 150 compatibility
void main() {
    { float a = 1.0; } float b = a;
}
