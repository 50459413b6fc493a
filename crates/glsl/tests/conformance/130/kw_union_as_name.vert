// expect: fail -- GLSL 1.30 section 3.6: `union` is a keyword or reserved word here
#version 130
void main() {
    float union = 1.0;
}
