// expect: fail -- GLSL 3.30 section 5.8: ++ needs an l-value
#version 330 core
const float c = 1.0;
void main() {
    float d = c++;
}
