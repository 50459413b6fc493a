#version 330 core
uniform sampler2D image;
in vec2 uv;
out vec4 color;
const float weights[3] = float[3](0.25, 0.5, 0.25);
void main() {
    vec4 sum = vec4(0.0);
    for (int i = -1; i <= 1; ++i)
        sum += texture(image, uv + vec2(float(i), 0.0)) * weights[i + 1];
    color = sum;
}
// run: {"inputs": {"uv": [2, 3]}, "uniforms": {"image": 0}, "expect": {"color": [2, 3, 0, 0]}}
