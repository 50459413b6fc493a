// expect: compile -- GLSL 1.30 section 4.1.3: -2147483648 is the negation of a literal that fits in 32 bits
#version 130
void main() {
    int i = -2147483648;
}
