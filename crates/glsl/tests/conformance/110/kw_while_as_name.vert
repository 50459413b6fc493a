// expect: fail -- GLSL 1.10 section 3.6: `while` is a keyword or reserved word here
#version 110
void main() {
    float while = 1.0;
}
