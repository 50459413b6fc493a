// expect: fail -- GLSL 1.40 section 4.1.3: an octal literal that does not fit in 32 bits is an error
#version 140
void main() {
    int i = 040000000000;
}
