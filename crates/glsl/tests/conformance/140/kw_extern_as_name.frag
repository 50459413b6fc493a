// expect: fail -- GLSL 1.40 section 3.6: `extern` is a keyword or reserved word here
#version 140
void main() {
    float extern = 1.0;
}
