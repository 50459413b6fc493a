// expect: fail -- GLSL 1.20 section 5.8: ++ needs an l-value
#version 120
const float c = 1.0;
void main() {
    float d = c++;
}
