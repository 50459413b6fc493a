// expect: fail -- GLSL 1.30 section 3.6: `while` is a keyword or reserved word here
#version 130
void main() {
    float while = 1.0;
}
