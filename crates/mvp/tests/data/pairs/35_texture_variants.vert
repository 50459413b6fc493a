#version 330 core
in vec4 aPos;
uniform sampler2D heights;
uniform sampler1D ramp;
out vec4 vUv;
out vec4 vVs;
void main() {
    vUv = aPos * 0.5 + 0.5;
    vVs = textureLod(heights, vUv.xy, 2.0) + textureLodOffset(heights, vUv.xy, 1.0, ivec2(2, 1))
        + textureProjLod(heights, vUv.xyz + vec3(0.0, 0.0, 1.5), 0.5) + textureLod(ramp, vUv.x, 0.0)
        + vec4(textureSize(ramp, 1), 0.0, 0.0, 0.0);
    gl_Position = aPos;
}
