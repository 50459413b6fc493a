// expect: fail -- GLSL 1.20 section 3.6: `while` is a keyword or reserved word here
#version 120
void main() {
    float while = 1.0;
}
