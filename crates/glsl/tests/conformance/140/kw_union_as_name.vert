// expect: fail -- GLSL 1.40 section 3.6: `union` is a keyword or reserved word here
#version 140
void main() {
    float union = 1.0;
}
