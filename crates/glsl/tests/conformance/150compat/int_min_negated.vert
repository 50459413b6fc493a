// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: -2147483648 is the negation of a literal that fits in 32 bits
#version 150 compatibility
void main() {
    int i = -2147483648;
}
