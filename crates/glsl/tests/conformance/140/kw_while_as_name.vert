// expect: fail -- GLSL 1.40 section 3.6: `while` is a keyword or reserved word here
#version 140
void main() {
    float while = 1.0;
}
