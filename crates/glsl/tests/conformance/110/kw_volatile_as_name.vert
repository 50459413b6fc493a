// expect: fail -- GLSL 1.10 section 3.6: `volatile` is a keyword or reserved word here
#version 110
void main() {
    float volatile = 1.0;
}
