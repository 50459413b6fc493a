// expect: fail -- GLSL 1.10 section 3.6: `union` is a keyword or reserved word here
#version 110
void main() {
    float union = 1.0;
}
