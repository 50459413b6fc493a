// expect: fail -- GLSL 1.30 section 3.6: `centroid` is a keyword or reserved word here
#version 130
void main() {
    float centroid = 1.0;
}
