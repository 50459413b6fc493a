// expect: fail -- GLSL 1.40 section 3.6: `public` is a keyword or reserved word here
#version 140
void main() {
    float public = 1.0;
}
