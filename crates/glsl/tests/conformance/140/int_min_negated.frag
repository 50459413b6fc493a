// expect: compile -- GLSL 1.40 section 4.1.3: -2147483648 is the negation of a literal that fits in 32 bits
#version 140
void main() {
    int i = -2147483648;
}
