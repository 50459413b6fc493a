// expect: fail -- GLSL 1.30 section 3.6: `volatile` is a keyword or reserved word here
#version 130
void main() {
    float volatile = 1.0;
}
